// The result line of a round. A payout above the stake celebrates; a payout equal to or below
// it is stated plainly as money returned, never dressed up as a win.
import { useTranslation } from 'react-i18next';
import { resultKind } from '../model/round-result';
import styles from './result-banner.module.css';

type TResultBannerProps = { stake: number; payout: number; money: (minor: number) => string };

export function ResultBanner({ stake, payout, money }: TResultBannerProps) {
  const { t } = useTranslation('play');
  const kind = resultKind(stake, payout);
  const values = { stake: money(stake), payout: money(payout), net: money(payout - stake) };
  return (
    <p className={styles.banner} data-kind={kind} data-testid="result-banner">
      {t(`page.result.${kind}`, values)}
    </p>
  );
}
