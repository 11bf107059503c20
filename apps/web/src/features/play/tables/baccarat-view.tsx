// Baccarat (punto banco) table: Player and Banker hands dealt card by card in table order, the
// five bet spots (pairs, Player, Tie, Banker) and the round controls. Payouts come from the
// engine's outcome; the view only marks which spots came in and what they paid.
import { useTranslation } from 'react-i18next';
import {
  BACCARAT_BETS,
  baccaratPayout,
  handTotal,
  type TBaccaratBetType,
} from '@pavilion/games/engines/baccarat';
import type { TOneShotViewProps } from '../engines/engine-view';
import { BetSpot } from './bet-spot';
import { baccaratDealOrder, dealtCards } from './card-deals';
import { OutcomeStatus } from './outcome-status';
import { PlayingCard } from './playing-card';
import { BACCARAT_CARD_MS } from './reveal-timing';
import { distinctBets, spotResults } from './spot-keys';
import { TableControls } from './table-controls';
import styles from './table.module.css';
import { useReveal } from './use-reveal';
import { useTableSlip } from './use-table-slip';
import views from './views.module.css';

const ODDS: Record<TBaccaratBetType, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  'player-pair': '11:1',
  'banker-pair': '11:1',
};

export function BaccaratView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
}: TOneShotViewProps<'baccarat'>) {
  const { t } = useTranslation('play');
  const table = useTableSlip({ game, balance });
  const order = outcome ? baccaratDealOrder(outcome) : [];
  const reveal = useReveal(outcome, order.length, BACCARAT_CARD_MS);
  const settled = outcome && reveal.done ? outcome : null;
  const results = settled ? spotResults(settled.bets, (bet) => bet.type) : new Map();
  const locked = busy || !reveal.done;

  const side = (which: 'player' | 'banker') => {
    const cards = outcome ? dealtCards(outcome[which], which, order, reveal.shown) : [];
    return (
      <div className={styles.hand} data-winner={settled?.winner === which || undefined}>
        <h3 className={styles.handTitle}>{t(`tables.baccarat.${which}`)}</h3>
        <div className={styles.cards}>
          {cards.map((card, i) => (
            <PlayingCard key={`${which}-${i}`} card={card} />
          ))}
        </div>
        <span className={styles.handValue}>
          {cards.length > 0 ? t('tables.baccarat.points', { count: handTotal(cards) }) : ''}
        </span>
      </div>
    );
  };

  const spot = (type: TBaccaratBetType, tone?: string) => (
    <BetSpot
      name={t(`tables.baccarat.bets.${type}`)}
      odds={ODDS[type]}
      stake={table.slip[type] ?? 0}
      currencySymbol={currencySymbol}
      hit={settled !== null && baccaratPayout({ type, amount: 100 }, settled) > 100}
      result={results.get(type)}
      disabled={locked}
      onPlace={() => table.place(type)}
      tone={tone}
      className={views.bigSpot}
    />
  );

  const summary = settled
    ? [
        settled.winner === 'tie'
          ? t('tables.baccarat.result.tie', { total: settled.playerTotal })
          : t(`tables.baccarat.result.${settled.winner}`, {
              player: settled.playerTotal,
              banker: settled.bankerTotal,
            }),
        settled.playerPair ? t('tables.baccarat.bets.player-pair') : '',
        settled.bankerPair ? t('tables.baccarat.bets.banker-pair') : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <section className={views.view} aria-label={game.displayName}>
      <div className={styles.table}>
        <div className={styles.hands}>
          {side('player')}
          {side('banker')}
        </div>
        <div className={`${styles.spots} ${views.threeUp}`}>
          {spot('player-pair', 'player')}
          {spot('tie', 'green')}
          {spot('banker-pair', 'banker')}
        </div>
        <div className={`${styles.spots} ${views.twoUp}`}>
          {spot('player', 'player')}
          {spot('banker', 'banker')}
        </div>
        <p className={styles.note}>{t('tables.baccarat.note')}</p>
        <OutcomeStatus
          result={settled ? { summary, stake: settled.stake, payout: settled.payout } : null}
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
          table.submit((slip) => onPlay({ engine: 'baccarat', bets: distinctBets(slip, BACCARAT_BETS) }))
        }
      />
    </section>
  );
}
