// Dragon tiger table: one card to Dragon, then one to Tiger, the higher face wins (ace low); three
// bet spots and the round controls. Payouts (half back on a tie) come from the engine's outcome.
import { useTranslation } from 'react-i18next';
import { aceLowRank } from '@pavilion/games/cards';
import {
  DRAGON_TIGER_BETS,
  dragonTigerPayout,
  type TDragonTigerBetType,
} from '@pavilion/games/engines/dragon-tiger';
import type { TOneShotViewProps } from '../engines/engine-view';
import { BetSpot } from './bet-spot';
import { OutcomeStatus } from './outcome-status';
import { PlayingCard } from './playing-card';
import { DRAGON_TIGER_CARD_MS } from './reveal-timing';
import { distinctBets, spotResults } from './spot-keys';
import { TableControls } from './table-controls';
import styles from './table.module.css';
import { useReveal } from './use-reveal';
import { useTableSlip } from './use-table-slip';
import views from './views.module.css';

const ODDS: Record<TDragonTigerBetType, string> = { dragon: '1:1', tie: '8:1', tiger: '1:1' };

export function DragonTigerView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
}: TOneShotViewProps<'dragon-tiger'>) {
  const { t } = useTranslation('play');
  const table = useTableSlip({ game, balance });
  const reveal = useReveal(outcome, 2, DRAGON_TIGER_CARD_MS);
  const settled = outcome && reveal.done ? outcome : null;
  const results = settled ? spotResults(settled.bets, (bet) => bet.type) : new Map();
  const locked = busy || !reveal.done;

  const side = (which: 'dragon' | 'tiger', step: number) => {
    const card = outcome && reveal.shown > step ? outcome[which] : null;
    return (
      <div className={styles.hand} data-winner={settled?.winner === which || undefined}>
        <h3 className={styles.handTitle}>{t(`tables.dragonTiger.${which}`)}</h3>
        <div className={styles.cards}>{card !== null && <PlayingCard card={card} />}</div>
        <span className={styles.handValue}>{card !== null ? aceLowRank(card) : ''}</span>
      </div>
    );
  };

  const spot = (type: TDragonTigerBetType, tone: string) => (
    <BetSpot
      name={t(`tables.dragonTiger.bets.${type}`)}
      odds={ODDS[type]}
      stake={table.slip[type] ?? 0}
      currencySymbol={currencySymbol}
      hit={settled !== null && dragonTigerPayout({ type, amount: 100 }, settled.winner) > 100}
      result={results.get(type)}
      disabled={locked}
      onPlace={() => table.place(type)}
      tone={tone}
      className={views.bigSpot}
    />
  );

  return (
    <section className={views.view} aria-label={game.displayName}>
      <div className={styles.table}>
        <div className={styles.hands}>
          {side('dragon', 0)}
          {side('tiger', 1)}
        </div>
        <div className={`${styles.spots} ${views.threeUp}`}>
          {spot('dragon', 'banker')}
          {spot('tie', 'green')}
          {spot('tiger', 'player')}
        </div>
        <p className={styles.note}>{t('tables.dragonTiger.note')}</p>
        <OutcomeStatus
          result={
            settled
              ? {
                  summary: t(`tables.dragonTiger.result.${settled.winner}`),
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
        table={table}
        currencySymbol={currencySymbol}
        busy={locked}
        playLabel={t('tables.controls.deal')}
        onPlay={() =>
          table.submit((slip) =>
            onPlay({ engine: 'dragon-tiger', bets: distinctBets(slip, DRAGON_TIGER_BETS) }),
          )
        }
      />
    </section>
  );
}
