// Mines: choose the bet and the mine count (1 … 24) and start; reveal tiles one at a time; cash
// out whenever a tile has come up safe. The mines are placed by the seed before the first tile
// and shown when the round ends. Auto-bet plays whole rounds: start, reveal the chosen number of
// random tiles one request at a time, cash out (a mine ends the round first).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlayGame, TRound, TRoundActionRequest } from '@pavilion/contracts/play';
import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplier } from '@pavilion/games/engines/mines';
import type { TRoundStartOf } from '@pavilion/games/lifecycle';
import { ResultBanner } from '../../components/result-banner';
import {
  AutoBet,
  multiplierText,
  OriginalsInfo,
  OriginalsStake,
  PlayButton,
  useOriginalsStake,
} from './originals-kit';
import styles from './originals.module.css';

type TReply = { round: TRound } | null;
export type TMinesViewProps = {
  game: TPlayGame;
  balance: number;
  currencySymbol: string;
  busy: boolean;
  round: TRound | null;
  onStart: (start: TRoundStartOf<'mines'>) => void;
  onAction: (action: TRoundActionRequest) => void;
  startAsync: (start: TRoundStartOf<'mines'>) => Promise<TReply>;
  actAsync: (roundId: string, action: TRoundActionRequest) => Promise<TReply>;
};

const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);
const MINE_COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);

function minesOf(round: TRound | null) {
  if (!round || round.engine !== 'mines') {
    return null;
  }
  return round;
}

export function MinesView({
  game,
  balance,
  currencySymbol,
  busy,
  round,
  onStart,
  onAction,
  startAsync,
  actAsync,
}: TMinesViewProps) {
  const { t } = useTranslation('play');
  const stake = useOriginalsStake(game, currencySymbol);
  const { bet, money } = stake;
  const [mines, setMines] = useState(3);
  const [autoTiles, setAutoTiles] = useState('3');
  const current = minesOf(round);
  const view = current?.status === 'open' ? current.view : null;
  const outcome = current?.status === 'settled' ? current.outcome : null;
  const open = view !== null;
  const picks: readonly number[] = view?.picks ?? outcome?.input.picks ?? [];
  const layout = outcome?.layout ?? [];
  const tilesPerRound = Number(autoTiles);
  const autoOk =
    Number.isInteger(tilesPerRound) && tilesPerRound >= 1 && tilesPerRound <= MINES_TILES - mines;

  const stateOf = (tile: number) => {
    if (outcome?.hit === tile) {
      return 'mine';
    }
    if (picks.includes(tile)) {
      return 'gem';
    }
    if (layout.includes(tile)) {
      return 'mine-hidden';
    }
    return undefined;
  };
  const labelOf = (tile: number) => {
    const state = stateOf(tile);
    const name = t('page.originals.mines.tile', { n: tile + 1 });
    return state === 'gem'
      ? t('page.originals.mines.safeTile', { name })
      : state === 'mine' || state === 'mine-hidden'
        ? t('page.originals.mines.mineTile', { name })
        : name;
  };

  const playOne = async () => {
    const first = await startAsync({ engine: 'mines', bet, mines });
    let r = first?.round ?? null;
    const order = [...TILES].sort(() => Math.random() - 0.5).slice(0, tilesPerRound);
    for (const tile of order) {
      if (!r || r.status !== 'open') {
        break;
      }
      r = (await actAsync(r.roundId, { engine: 'mines', tile }))?.round ?? null;
    }
    if (r && r.status === 'open') {
      r = (await actAsync(r.roundId, { engine: 'mines', cashOut: true }))?.round ?? null;
    }
    return r && r.status === 'settled' ? r : null;
  };

  return (
    <div className={styles.game} data-testid="mines-view">
      <div className={styles.grid} role="group" aria-label={t('page.originals.mines.board')}>
        {TILES.map((tile) => (
          <button
            key={tile}
            type="button"
            className={styles.tile}
            data-state={stateOf(tile)}
            aria-label={labelOf(tile)}
            disabled={!open || busy || picks.includes(tile)}
            onClick={() => onAction({ engine: 'mines', tile })}
          >
            {stateOf(tile) === 'gem' ? '◆' : stateOf(tile)?.startsWith('mine') ? '✹' : ''}
          </button>
        ))}
      </div>
      <div className={styles.stats} aria-live="polite">
        <div>
          <span>{t('page.originals.multiplier')}</span>
          <strong data-testid="mines-multiplier">
            {view
              ? `${multiplierText(view.multiplier)}×`
              : outcome
                ? `${multiplierText(outcome.multiplier)}×`
                : '—'}
          </strong>
        </div>
        <div>
          <span>{t('page.originals.mines.next')}</span>
          <strong>{`${multiplierText(view ? view.nextMultiplier : minesMultiplier(mines, 1))}×`}</strong>
        </div>
        <div>
          <span>{t('page.originals.mines.gems')}</span>
          <strong>{MINES_TILES - (view?.mines ?? mines) - (view?.picks.length ?? 0)}</strong>
        </div>
      </div>
      {outcome ? <ResultBanner stake={outcome.stake} payout={outcome.payout} money={money} /> : null}
      {open ? (
        <button
          type="button"
          className={`btn btn-primary ${styles.play}`}
          disabled={busy || view.picks.length === 0}
          onClick={() => onAction({ engine: 'mines', cashOut: true })}
        >
          {view.picks.length === 0
            ? t('page.originals.mines.pickTile')
            : t('page.originals.mines.cashOut', { amount: money(view.cashOut) })}
        </button>
      ) : (
        <>
          <div className={styles.controls}>
            <OriginalsStake stake={stake} busy={busy} currencySymbol={currencySymbol} testId="mines-bet" />
            <label className={styles.field}>
              {t('page.originals.mines.count')}
              <select value={mines} disabled={busy} onChange={(e) => setMines(Number(e.target.value))}>
                {MINE_COUNTS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <PlayButton
            busy={busy}
            disabled={busy || bet > balance}
            overBalance={bet > balance}
            onClick={() => onStart({ engine: 'mines', bet, mines })}
          />
        </>
      )}
      {!open ? (
        <AutoBet disabled={busy || bet > balance || !autoOk} money={money} playOne={playOne}>
          <label>
            {t('page.originals.mines.autoTiles')}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={MINES_TILES - mines}
              value={autoTiles}
              aria-invalid={!autoOk}
              onChange={(e) => setAutoTiles(e.target.value)}
            />
          </label>
        </AutoBet>
      ) : null}
      {!autoOk && !open ? (
        <p className={styles.fieldError}>
          {t('page.originals.mines.autoTilesInvalid', { max: MINES_TILES - mines })}
        </p>
      ) : null}
      <OriginalsInfo rules={t('page.originals.mines.rules')} />
    </div>
  );
}
