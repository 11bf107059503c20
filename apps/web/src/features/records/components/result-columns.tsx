// The stake, payout and win/loss columns that the betting record and profit and loss share, each
// with the server's total for the whole range in the totals row.
import { useTranslation } from 'react-i18next';
import type { TColumn } from '@/shared/ui/records-table';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { Amount, NetAmount } from './amount';

type TResult = { stake: number; payout: number; net: number };

export function useResultColumns<Row extends TResult>(totals: TResult | undefined): TColumn<Row>[] {
  const { t } = useTranslation('records');
  const symbol = useWalletCurrencySymbol();
  const column = (id: keyof TResult, Figure: typeof Amount): TColumn<Row> => ({
    id,
    header: t(`columns.${id}`),
    numeric: true,
    cell: (row) => <Figure minor={row[id]} symbol={symbol} />,
    footer: totals && <Figure minor={totals[id]} symbol={symbol} />,
  });
  return [column('stake', Amount), column('payout', Amount), column('net', NetAmount)];
}
