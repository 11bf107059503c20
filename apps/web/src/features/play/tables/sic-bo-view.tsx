// Sic bo: three dice tumble and land on the engine's throw, the bets that came in light up with
// what they paid (the engine's payouts), and the round controls sit below the layout.
import { useTranslation } from 'react-i18next';
import { MAX_SIC_BO_BETS, sicBoOdds } from '@pavilion/games/engines/sic-bo';
import type { TOneShotViewProps } from '../engines/engine-view';
import { DiceFace } from './dice-face';
import { OutcomeStatus } from './outcome-status';
import { SIC_BO_ROLL_MS } from './reveal-timing';
import { SicBoBoard } from './sic-bo-board';
import styles from './sic-bo.module.css';
import { sicBoBetOfKey, sicBoBets, sicBoKey, spotResults } from './spot-keys';
import { TableControls } from './table-controls';
import table from './table.module.css';
import { useReveal } from './use-reveal';
import { useTableSlip } from './use-table-slip';
import views from './views.module.css';

export function SicBoView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
}: TOneShotViewProps<'sic-bo'>) {
  const { t } = useTranslation('play');
  const slip = useTableSlip({ game, balance, maxPositions: MAX_SIC_BO_BETS });
  const reveal = useReveal(outcome, 1, SIC_BO_ROLL_MS);
  const settled = outcome && reveal.done ? outcome : null;
  const results = settled ? spotResults(settled.bets, sicBoKey) : new Map();
  const locked = busy || !reveal.done;
  const rolling = busy || (outcome !== null && !reveal.done);
  const isHit = (key: string) => settled !== null && sicBoOdds(sicBoBetOfKey(key, 1), settled.dice) > 0;
  const triple =
    settled !== null && settled.dice[0] === settled.dice[1] && settled.dice[1] === settled.dice[2];

  return (
    <section className={views.view} aria-label={game.displayName}>
      <div className={table.table}>
        <div className={styles.tray} role="group" aria-label={t('tables.sicBo.dice')}>
          {[0, 1, 2].map((i) =>
            rolling || !outcome ? (
              <DiceFace key={i} value={0} rolling={rolling} size={52} decorative={!rolling} />
            ) : (
              <DiceFace key={i} value={outcome.dice[i] ?? 0} size={52} />
            ),
          )}
          {settled && <span className={styles.total}>{settled.total}</span>}
        </div>
        <SicBoBoard
          slip={slip.slip}
          currencySymbol={currencySymbol}
          disabled={locked}
          isHit={isHit}
          results={results}
          onPlace={slip.place}
        />
        <p className={table.note}>{t('tables.sicBo.note')}</p>
        <OutcomeStatus
          result={
            settled
              ? {
                  summary: [
                    t('tables.sicBo.result', {
                      a: settled.dice[0],
                      b: settled.dice[1],
                      c: settled.dice[2],
                      total: settled.total,
                    }),
                    triple ? t('tables.sicBo.anyTriple') : '',
                  ]
                    .filter(Boolean)
                    .join(' · '),
                  stake: settled.stake,
                  payout: settled.payout,
                }
              : null
          }
          currencySymbol={currencySymbol}
          pending={rolling}
        />
      </div>
      <TableControls
        table={slip}
        currencySymbol={currencySymbol}
        busy={locked}
        playLabel={t('tables.controls.roll')}
        onPlay={() => slip.submit((s) => onPlay({ engine: 'sic-bo', bets: sicBoBets(s) }))}
      />
    </section>
  );
}
