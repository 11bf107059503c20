// Plinko: choose rows (8 … 16) and risk; the ball's path comes from the seed (one float per
// row: right when ≥ 0.5) and lands in the slot of its right bounces. The board draws the last
// ball's path; the slots show the paytable of the chosen rows and risk.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoRtp,
  plinkoTable,
  type TPlinkoRisk,
} from '@pavilion/games/engines/plinko';
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

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);
const W = 340;
const H = 260;

function Board({ rows, path }: { rows: number; path: readonly number[] | null }) {
  const gap = W / (rows + 2);
  const rowGap = (H - 30) / rows;
  const pegs: { x: number; y: number }[] = [];
  for (let r = 0; r < rows; r++) {
    for (let i = 0; i <= r + 2; i++) {
      pegs.push({ x: W / 2 + (i - (r + 2) / 2) * gap, y: 16 + r * rowGap });
    }
  }
  const points: string[] = [`${W / 2},4`];
  let x = W / 2;
  if (path) {
    path.forEach((step, r) => {
      x += (step ? 0.5 : -0.5) * gap;
      points.push(`${x},${16 + r * rowGap + rowGap * 0.6}`);
    });
  }
  return (
    <svg className={styles.board} viewBox={`0 0 ${W} ${H}`} role="img" aria-hidden="true">
      {pegs.map((p, i) => (
        <circle key={i} className={styles.peg} cx={p.x} cy={p.y} r={Math.max(1.6, gap / 9)} />
      ))}
      {path ? (
        <>
          <polyline className={styles.path} points={points.join(' ')} />
          <circle className={styles.ball} cx={x} cy={H - 12} r={Math.max(4, gap / 4)} />
        </>
      ) : null}
    </svg>
  );
}

export function PlinkoView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
  onPlayAsync,
}: TOneShotViewProps<'plinko'>) {
  const { t } = useTranslation('play');
  const stake = useOriginalsStake(game, currencySymbol);
  const { bet, money } = stake;
  const [rows, setRows] = useState(16);
  const [risk, setRisk] = useState<TPlinkoRisk>('medium');
  const table = plinkoTable(rows, risk);
  const shown = outcome && outcome.input.rows === rows && outcome.input.risk === risk ? outcome : null;
  const start = { engine: 'plinko' as const, bet, rows, risk };
  const canPlay = !busy && bet <= balance;

  return (
    <div className={styles.game} data-testid="plinko-view">
      <div className={styles.stage} aria-live="polite">
        <Board rows={rows} path={shown?.path ?? null} />
        <div className={styles.slots} style={{ gridTemplateColumns: `repeat(${rows + 1}, minmax(0, 1fr))` }}>
          {table.map((m, i) => (
            <span key={i} className={styles.slot} data-current={shown?.slot === i}>
              {m >= 10_000 ? (m / 100).toFixed(0) : multiplierText(m, 100, m >= 1000 ? 1 : 2)}
            </span>
          ))}
        </div>
        {outcome ? (
          <p className={styles.muted} data-testid="plinko-result">
            {t('page.originals.plinko.landed', {
              slot: outcome.slot + 1,
              multiplier: multiplierText(outcome.multiplier),
            })}
          </p>
        ) : null}
        {outcome ? <ResultBanner stake={outcome.stake} payout={outcome.payout} money={money} /> : null}
      </div>
      <div className={styles.controls}>
        <OriginalsStake stake={stake} busy={busy} currencySymbol={currencySymbol} testId="plinko-bet" />
        <label className={styles.field}>
          {t('page.originals.plinko.rows')}
          <select value={rows} disabled={busy} onChange={(e) => setRows(Number(e.target.value))}>
            {ROWS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('page.originals.plinko.risk')}
          <select value={risk} disabled={busy} onChange={(e) => setRisk(e.target.value as TPlinkoRisk)}>
            {PLINKO_RISKS.map((r) => (
              <option key={r} value={r}>
                {t(`page.originals.plinko.risks.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PlayButton
        label={t('page.originals.plinko.drop')}
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
      <OriginalsInfo
        rules={t('page.originals.plinko.rules', { rtp: (plinkoRtp(rows, risk) * 100).toFixed(3) })}
      />
    </div>
  );
}
