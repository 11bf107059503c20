// The seat to act's buttons: fold, check or call, bet or raise with a slider (and a number field,
// for keyboards and exact amounts) between the legal minimum and the stack, all-in. Each sends the
// version of the view it was shown on, so a click after the table moved on is refused, not misapplied.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/shared/format/money';
import type { TLegalActions } from '../lib/holdem-view';
import styles from './pvp.module.css';

type TProps = {
  legal: TLegalActions;
  busy: boolean;
  onAct: (action: 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'all-in', to?: number) => void;
};

export function HoldemActions({ legal, busy, onAct }: TProps) {
  const { t } = useTranslation('pvp');
  const raise = legal.raise;
  const [to, setTo] = useState(raise?.minTo ?? 0);
  const amount = raise ? Math.min(Math.max(to, raise.minTo), raise.maxTo) : 0;
  return (
    <div className={styles.actions} data-testid="holdem-actions">
      {legal.canCheck ? null : (
        <button type="button" disabled={busy} onClick={() => onAct('fold')} data-testid="act-fold">
          {t('action.fold')}
        </button>
      )}
      {legal.canCheck ? (
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => onAct('check')}
          data-testid="act-check"
        >
          {t('action.check')}
        </button>
      ) : (
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => onAct('call')}
          data-testid="act-call"
        >
          {t('action.call', { amount: formatMinor(legal.toCall) })}
        </button>
      )}
      {raise ? (
        <>
          <label className={styles.slider}>
            <span>{t(`action.${raise.kind}To`, { amount: formatMinor(amount) })}</span>
            <input
              type="range"
              min={raise.minTo}
              max={raise.maxTo}
              step={1}
              value={amount}
              onChange={(e) => setTo(Number(e.target.value))}
            />
          </label>
          <button type="button" disabled={busy} onClick={() => onAct(raise.kind, amount)}>
            {t(`action.${raise.kind}`)}
          </button>
        </>
      ) : null}
      {legal.canAllIn ? (
        <button type="button" disabled={busy} onClick={() => onAct('all-in')}>
          {t('action.allIn')}
        </button>
      ) : null}
    </div>
  );
}
