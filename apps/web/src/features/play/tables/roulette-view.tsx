// European (single-zero) roulette: the wheel landing the ball on the drawn number, the betting
// board (straights, outside bets, and optional split/street/corner/six-line targets) and the
// round controls. Which spots came in is decided with the engine's own coverage rules.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coveredNumbers, MAX_ROULETTE_BETS } from '@pavilion/games/engines/roulette';
import type { TOneShotViewProps } from '../engines/engine-view';
import { OutcomeStatus } from './outcome-status';
import { ROULETTE_SPIN_MS } from './reveal-timing';
import { RouletteBoard } from './roulette-board';
import { RouletteWheel } from './roulette-wheel';
import styles from './roulette.module.css';
import { rouletteBetOfKey, rouletteBets, rouletteKey, spotResults } from './spot-keys';
import { TableControls } from './table-controls';
import table from './table.module.css';
import { useReveal } from './use-reveal';
import { useTableSlip } from './use-table-slip';
import views from './views.module.css';

export function RouletteView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
}: TOneShotViewProps<'roulette'>) {
  const { t } = useTranslation('play');
  const slip = useTableSlip({ game, balance, maxPositions: MAX_ROULETTE_BETS });
  const [inside, setInside] = useState(false);
  const reveal = useReveal(outcome, 1, ROULETTE_SPIN_MS);
  const settled = outcome && reveal.done ? outcome : null;
  const results = settled ? spotResults(settled.bets, rouletteKey) : new Map();
  const locked = busy || !reveal.done;
  const isHit = (key: string) =>
    settled !== null && coveredNumbers(rouletteBetOfKey(key, 1)).includes(settled.number);

  return (
    <section className={`${views.view} ${styles.layout}`} aria-label={game.displayName}>
      <div className={table.table}>
        <div className={styles.columns}>
          <RouletteWheel
            outcome={outcome}
            number={outcome?.number ?? null}
            spinMs={reveal.reduced ? 0 : ROULETTE_SPIN_MS}
            landed={reveal.done}
          />
          <div>
            <label className={styles.insideToggle}>
              <input type="checkbox" checked={inside} onChange={(e) => setInside(e.target.checked)} />
              {t('tables.roulette.insideBets')}
            </label>
            {inside && <p className={styles.hint}>{t('tables.roulette.insideHint')}</p>}
            <RouletteBoard
              slip={slip.slip}
              currencySymbol={currencySymbol}
              disabled={locked}
              inside={inside}
              isHit={isHit}
              results={results}
              onPlace={slip.place}
            />
          </div>
        </div>
        <OutcomeStatus
          result={
            settled
              ? {
                  summary: t('tables.roulette.result', {
                    number: settled.number,
                    colour: t(`tables.roulette.colours.${settled.colour}`),
                  }),
                  stake: settled.stake,
                  payout: settled.payout,
                }
              : null
          }
          currencySymbol={currencySymbol}
          pending={busy || (outcome !== null && !reveal.done)}
        />
      </div>
      <TableControls
        table={slip}
        currencySymbol={currencySymbol}
        busy={locked}
        playLabel={t('tables.controls.spin')}
        onPlay={() => slip.submit((s) => onPlay({ engine: 'roulette', bets: rouletteBets(s) }))}
      />
    </section>
  );
}
