// The result line of a table once the reveal has finished: the table's result (announced in a
// polite live region) and the payout. Only a payout above the stake is celebrated; a push or a
// partial return is stated plainly.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import styles from './outcome-status.module.css';

type TProps = {
  /** the settled round to describe, null before the first one or while it is being revealed */
  result: { summary: string; stake: number; payout: number } | null;
  currencySymbol: string;
  /** a round is being dealt: said once so a screen reader knows something is happening */
  pending: boolean;
};

export function OutcomeStatus({ result, currencySymbol, pending }: TProps) {
  const { t } = useTranslation('play');
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const won = result !== null && result.payout > result.stake;
  let verdict = '';
  if (result) {
    verdict = won
      ? t('tables.outcome.win', { amount: money(result.payout), net: money(result.payout - result.stake) })
      : result.payout > 0
        ? t('tables.outcome.returned', { amount: money(result.payout) })
        : t('tables.outcome.noWin');
  }
  // Only the table's own result is live here (who won, the number, the dice); the page frame
  // speaks the money result once the reveal is over, so it is not said twice.
  return (
    <div className={styles.status} data-won={won || undefined}>
      <span className={styles.summary} role="status" aria-live="polite">
        {result ? result.summary : pending ? t('tables.outcome.dealing') : ''}
      </span>
      {result && (
        <strong className={styles.verdict} key={`${result.summary}-${result.payout}`}>
          {verdict}
        </strong>
      )}
    </div>
  );
}
