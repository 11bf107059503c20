// One selection on the slip: what it is, its event, the odds (with the move the member has not
// accepted yet), a stake box when placed as a single, and a remove button.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlip } from '../hooks/use-slip';
import { marketTitle, selectionLabel } from '../lib/labels';
import { useOddsText } from '../lib/odds-format';
import type { TSlipLeg } from '../lib/slip';
import styles from './slip.module.css';

export function SlipLeg({ leg, single }: { leg: TSlipLeg; single: boolean }) {
  const { t } = useTranslation('sportsbook');
  const oddsText = useOddsText();
  const stake = useSlip((s) => s.singleStakes[leg.selectionId] ?? '');
  const setStake = useSlip((s) => s.setSingleStake);
  const remove = useSlip((s) => s.remove);
  const stakeId = useId();
  const label = selectionLabel(t, leg);
  const moved =
    leg.previousOdds1000 !== null && leg.previousOdds1000 !== leg.odds1000 ? leg.previousOdds1000 : null;
  return (
    <li className={styles.leg} data-testid="slip-leg" data-open={leg.open}>
      <div className={styles.legHead}>
        <span className={styles.legLabel}>{label}</span>
        <span
          className={styles.legOdds}
          data-testid="slip-odds"
          data-moved={moved === null ? undefined : moved < leg.odds1000 ? 'up' : 'down'}
        >
          {moved !== null ? <s className={styles.oldOdds}>{oddsText(moved)}</s> : null}
          {oddsText(leg.odds1000)}
        </span>
        <button
          type="button"
          className={styles.remove}
          onClick={() => remove(leg.selectionId)}
          aria-label={t('slip.remove', { label })}
        >
          ×
        </button>
      </div>
      <p className={styles.legMeta}>
        {marketTitle(t, leg)} · {leg.home} {t('event.versus')} {leg.away}
      </p>
      {!leg.open ? <p className={styles.legLocked}>{t('slip.suspended')}</p> : null}
      {single ? (
        <div className={styles.stakeRow}>
          <label htmlFor={stakeId}>{t('slip.stake')}</label>
          <input
            id={stakeId}
            className={styles.stake}
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            onChange={(event) => setStake(leg.selectionId, event.target.value)}
            data-testid="single-stake"
          />
        </div>
      ) : null}
    </li>
  );
}
