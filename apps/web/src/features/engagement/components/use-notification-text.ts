// The title and sentence of a notification in the member's language, with the amount formatted
// in the wallet's currency.
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@pavilion/contracts/notifications';
import { formatMoney } from '@/shared/format/money';
import { useBalance } from '@/shared/wallet/use-balance';

export function useNotificationText() {
  const { t } = useTranslation('engagement');
  const symbol = useBalance().data?.currencySymbol ?? '';
  return (n: TNotification) => {
    const body = t(`body.${n.type}`, {
      amount: formatMoney(n.payload.amount, symbol),
      reference: n.payload.reference,
      counterparty: n.payload.counterparty ?? '',
    });
    return {
      title: t(`types.${n.type}`),
      body: n.payload.reason ? `${body} ${t('reason', { reason: n.payload.reason })}` : body,
    };
  };
}
