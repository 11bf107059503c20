// Keno: pick 1 … 10 of 40 numbers; ten are drawn; the paytable of the pick count pays by hits.
// The grid shows the picks, the numbers drawn and the hits of the last round.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_TABLES, kenoRtp } from '@pavilion/games/engines/keno';
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

const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

export function KenoView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
  onPlayAsync,
}: TOneShotViewProps<'keno'>) {
  const { t } = useTranslation('play');
  const stake = useOriginalsStake(game, currencySymbol);
  const { bet, money } = stake;
  const [picks, setPicks] = useState<number[]>([]);
  const table = picks.length > 0 ? (KENO_TABLES[picks.length] ?? []) : [];
  const start = { engine: 'keno' as const, bet, picks };
  const canPlay = !busy && picks.length > 0 && bet <= balance;
  const toggle = (n: number) =>
    setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < KENO_MAX_PICKS ? [...p, n] : p));
  const stateOf = (n: number) => {
    if (outcome?.hits.includes(n)) {
      return 'hit';
    }
    if (picks.includes(n)) {
      return 'picked';
    }
    if (outcome?.drawn.includes(n)) {
      return 'drawn';
    }
    return undefined;
  };

  return (
    <div className={styles.game} data-testid="keno-view">
      <div className={styles.kenoGrid} role="group" aria-label={t('page.originals.keno.board')}>
        {NUMBERS.map((n) => (
          <button
            key={n}
            type="button"
            className={styles.tile}
            aria-pressed={picks.includes(n)}
            data-state={stateOf(n)}
            disabled={busy}
            onClick={() => toggle(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <p className={styles.muted} aria-live="polite" data-testid="keno-status">
        {outcome
          ? t('page.originals.keno.result', {
              hits: outcome.hits.length,
              picks: outcome.input.picks.length,
              multiplier: multiplierText(outcome.multiplier),
            })
          : t('page.originals.keno.picked', { n: picks.length, max: KENO_MAX_PICKS })}
      </p>
      {outcome ? <ResultBanner stake={outcome.stake} payout={outcome.payout} money={money} /> : null}
      <div className={styles.controls}>
        <OriginalsStake stake={stake} busy={busy} currencySymbol={currencySymbol} testId="keno-bet" />
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy}
          onClick={() => {
            const pool = [...NUMBERS];
            const chosen: number[] = [];
            for (let i = 0; i < KENO_MAX_PICKS; i++) {
              chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0] as number);
            }
            setPicks(chosen);
          }}
        >
          {t('page.originals.keno.autoPick')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy || picks.length === 0}
          onClick={() => setPicks([])}
        >
          {t('page.originals.keno.clear')}
        </button>
      </div>
      {picks.length === 0 ? <p className={styles.fieldError}>{t('page.originals.keno.pickSome')}</p> : null}
      <PlayButton busy={busy} disabled={!canPlay} overBalance={bet > balance} onClick={() => onPlay(start)} />
      {table.length > 0 ? (
        <table className={styles.paytable}>
          <caption>{t('page.originals.keno.paytable', { n: picks.length })}</caption>
          <tbody>
            {table.map((m, hits) =>
              m > 0 ? (
                <tr
                  key={hits}
                  data-current={outcome?.input.picks.length === picks.length && outcome.hits.length === hits}
                >
                  <th scope="row">{t('page.originals.keno.hits', { n: hits })}</th>
                  <td>{multiplierText(m)}×</td>
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      ) : null}
      <AutoBet
        disabled={!canPlay}
        money={money}
        playOne={async () => (onPlayAsync ? onPlayAsync(start) : null)}
      />
      <OriginalsInfo
        rules={t('page.originals.keno.rules', {
          rtp: picks.length > 0 ? (kenoRtp(picks.length) * 100).toFixed(3) : '99.000',
        })}
      />
    </div>
  );
}
