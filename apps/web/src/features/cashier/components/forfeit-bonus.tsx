// "Forfeit bonus" on the wallet page (decision 063): a second step asks the member to confirm that
// the locked bonus money (and what it won) goes, then the cash is withdrawable.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { useErrorText } from '@/shared/errors/error-text';
import { useForfeitBonus } from '../api/use-forfeit-bonus';
import { newRequestId } from '../lib/request-id';
import styles from './cashier.module.css';

export function ForfeitBonus({ locked, symbol }: { locked: number; symbol: string }) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const forfeit = useForfeitBonus();
  const [asking, setAsking] = useState(false);
  const requestId = useRef(newRequestId('ff'));
  if (!asking) {
    return (
      <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
        {t('wallet.forfeit')}
      </button>
    );
  }
  const confirm = () =>
    forfeit.mutate(requestId.current, {
      onSuccess: () => {
        requestId.current = newRequestId('ff');
        setAsking(false);
      },
    });
  return (
    <div role="alertdialog" aria-label={t('wallet.forfeit')} data-testid="forfeit-confirm">
      <p>{t('wallet.forfeitConfirm', { amount: formatMoney(locked, symbol) })}</p>
      {forfeit.error ? <p role="alert">{errorText(forfeit.error)}</p> : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" disabled={forfeit.isPending} onClick={confirm}>
          {t('wallet.forfeitYes')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
          {t('wallet.forfeitNo')}
        </button>
      </div>
    </div>
  );
}
