// The bets on the slip: play type, picks, combinations × unit × multiplier and stake, removable.
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/shared/format/money';
import type { TSlipBet } from '../lib/slip';
import { SelectionText } from './selection-text';
import styles from './lottery.module.css';

type TSlipListProps = {
  bets: readonly TSlipBet[];
  money: (minor: number) => string;
  onRemove: (index: number) => void;
};

export function SlipList({ bets, money, onRemove }: TSlipListProps) {
  const { t } = useTranslation('lottery');
  if (bets.length === 0) {
    return <p className={styles.muted}>{t('slip.empty')}</p>;
  }
  return (
    <ul className={styles.slipList} data-testid="slip-list">
      {bets.map((bet, i) => (
        <li key={i} className={styles.slipItem}>
          <div className={styles.slipMain}>
            <strong>{t(`playType.${bet.playType}`)}</strong>
            <SelectionText selection={bet.selection} />
            <span className={styles.muted}>
              {t('slip.betLine', {
                combinations: bet.combinations,
                unit: formatMinor(bet.unitAmount),
                multiplier: bet.multiplier,
              })}
            </span>
          </div>
          <span className={styles.slipStake}>{money(bet.stake)}</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => onRemove(i)}
            aria-label={t('slip.remove', { index: i + 1 })}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
