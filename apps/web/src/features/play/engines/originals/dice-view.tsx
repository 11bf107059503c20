// Dice: pick a target (0.01 … 99.99) and a side; the multiplier is 99% / win chance. The roll of
// the last round is shown on the track. Auto-bet repeats the same bet.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_OUTCOMES,
  diceMultiplier,
  diceWinChance,
  type TDiceSide,
} from '@pavilion/games/engines/dice';
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

export function DiceView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
  onPlayAsync,
}: TOneShotViewProps<'dice'>) {
  const { t } = useTranslation('play');
  const stake = useOriginalsStake(game, currencySymbol);
  const { bet, money } = stake;
  const [targetText, setTargetText] = useState('50.00');
  const [side, setSide] = useState<TDiceSide>('under');

  const target = Math.round(Number(targetText) * 100);
  const chance = diceWinChance(target, side);
  const valid =
    Number.isFinite(Number(targetText)) &&
    target >= 1 &&
    target <= DICE_OUTCOMES - 1 &&
    Math.abs(Number(targetText) * 100 - target) < 1e-6 &&
    chance >= DICE_MIN_CHANCE &&
    chance <= DICE_MAX_CHANCE;
  const multiplier = valid ? diceMultiplier(chance) : 0;
  const start = { engine: 'dice' as const, bet, target, side };
  const canPlay = valid && !busy && bet <= balance;

  return (
    <div className={styles.game} data-testid="dice-view">
      <div className={styles.stage} aria-live="polite">
        <output
          className={styles.big}
          data-win={outcome ? String(outcome.win) : undefined}
          data-testid="dice-roll"
        >
          {outcome ? (outcome.roll / 100).toFixed(2) : '—'}
        </output>
        <div className={styles.track} aria-hidden="true" style={{ width: '100%' }}>
          <div
            className={styles.trackWin}
            style={
              side === 'under'
                ? { insetInlineStart: 0, width: `${target / 100}%` }
                : { insetInlineEnd: 0, width: `${100 - target / 100}%` }
            }
          />
          {outcome ? (
            <div className={styles.marker} style={{ insetInlineStart: `${outcome.roll / 100}%` }} />
          ) : null}
        </div>
        {outcome ? <ResultBanner stake={outcome.stake} payout={outcome.payout} money={money} /> : null}
      </div>
      <div className={styles.controls}>
        <OriginalsStake stake={stake} busy={busy} currencySymbol={currencySymbol} testId="dice-bet" />
        <label className={styles.field}>
          {t('page.originals.dice.target')}
          <input
            type="number"
            inputMode="decimal"
            min={0.01}
            max={99.99}
            step="0.01"
            value={targetText}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : 'dice-target-error'}
            disabled={busy}
            onChange={(e) => setTargetText(e.target.value)}
          />
        </label>
        <div className={styles.toggle} role="group" aria-label={t('page.originals.dice.side')}>
          {(['under', 'over'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className="btn btn-ghost"
              aria-pressed={side === s}
              disabled={busy}
              onClick={() => setSide(s)}
            >
              {t(`page.originals.dice.${s}`)}
            </button>
          ))}
        </div>
      </div>
      {!valid ? (
        <p id="dice-target-error" className={styles.fieldError} role="alert">
          {t('page.originals.dice.targetInvalid')}
        </p>
      ) : null}
      <div className={styles.stats}>
        <div>
          <span>{t('page.originals.winChance')}</span>
          <strong>{valid ? `${(chance / 100).toFixed(2)}%` : '—'}</strong>
        </div>
        <div>
          <span>{t('page.originals.multiplier')}</span>
          <strong data-testid="dice-multiplier">
            {valid ? `${multiplierText(multiplier, 10_000, 4)}×` : '—'}
          </strong>
        </div>
        <div>
          <span>{t('page.originals.payoutOnWin')}</span>
          <strong>{valid ? money(Math.floor((bet * multiplier) / 10_000)) : '—'}</strong>
        </div>
      </div>
      <PlayButton
        label={t('page.originals.dice.roll')}
        busy={busy}
        disabled={!canPlay}
        overBalance={bet > balance}
        onClick={() => onPlay(start)}
      />
      <AutoBet
        disabled={!canPlay}
        money={money}
        playOne={async () => (onPlayAsync ? onPlayAsync(start) : null)}
      />
      <OriginalsInfo rules={t('page.originals.dice.rules')} />
    </div>
  );
}
