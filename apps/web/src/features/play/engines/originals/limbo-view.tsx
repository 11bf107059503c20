// Limbo: pick a target multiplier (1.01× … 10,000×); the round's multiplier is drawn with
// P(result ≥ m) = 99% / m, and reaching the target pays it. Auto-bet repeats the same bet.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@pavilion/games/engines/limbo';
import { ResultBanner } from '../../components/result-banner';
import type { TOneShotViewProps } from '../engine-view';
import {
  AutoBet,
  multiplierText,
  OriginalsInfo,
  OriginalsStake,
  PlayButton,
  useOriginalsStake,
} from './originals-kit';
import styles from './originals.module.css';

export function LimboView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
  onPlayAsync,
}: TOneShotViewProps<'limbo'>) {
  const { t } = useTranslation('play');
  const stake = useOriginalsStake(game, currencySymbol);
  const { bet, money } = stake;
  const [targetText, setTargetText] = useState('2.00');
  const target = Math.round(Number(targetText) * 100);
  const valid =
    Number.isFinite(Number(targetText)) &&
    Math.abs(Number(targetText) * 100 - target) < 1e-6 &&
    target >= LIMBO_MIN_TARGET &&
    target <= LIMBO_MAX_TARGET;
  const start = { engine: 'limbo' as const, bet, target };
  const canPlay = valid && !busy && bet <= balance;

  return (
    <div className={styles.game} data-testid="limbo-view">
      <div className={styles.stage} aria-live="polite">
        <output
          className={styles.big}
          data-win={outcome ? String(outcome.win) : undefined}
          data-testid="limbo-result"
        >
          {outcome ? `${multiplierText(outcome.result)}×` : '—'}
        </output>
        {outcome ? (
          <p className={styles.muted}>
            {t('page.originals.limbo.against', { target: multiplierText(outcome.input.target) })}
          </p>
        ) : null}
        {outcome ? <ResultBanner stake={outcome.stake} payout={outcome.payout} money={money} /> : null}
      </div>
      <div className={styles.controls}>
        <OriginalsStake stake={stake} busy={busy} currencySymbol={currencySymbol} testId="limbo-bet" />
        <label className={styles.field}>
          {t('page.originals.limbo.target')}
          <input
            type="number"
            inputMode="decimal"
            min={1.01}
            max={10000}
            step="0.01"
            value={targetText}
            aria-invalid={!valid}
            disabled={busy}
            onChange={(e) => setTargetText(e.target.value)}
          />
        </label>
      </div>
      {!valid ? (
        <p className={styles.fieldError} role="alert">
          {t('page.originals.limbo.targetInvalid')}
        </p>
      ) : null}
      <div className={styles.stats}>
        <div>
          <span>{t('page.originals.winChance')}</span>
          <strong>{valid ? `${(9900 / target).toFixed(4)}%` : '—'}</strong>
        </div>
        <div>
          <span>{t('page.originals.multiplier')}</span>
          <strong>{valid ? `${multiplierText(target)}×` : '—'}</strong>
        </div>
        <div>
          <span>{t('page.originals.payoutOnWin')}</span>
          <strong>{valid ? money(Math.floor((bet * target) / 100)) : '—'}</strong>
        </div>
      </div>
      <PlayButton busy={busy} disabled={!canPlay} overBalance={bet > balance} onClick={() => onPlay(start)} />
      <AutoBet
        disabled={!canPlay}
        money={money}
        playOne={async () => (onPlayAsync ? onPlayAsync(start) : null)}
      />
      <OriginalsInfo rules={t('page.originals.limbo.rules')} />
    </div>
  );
}
