// Niuniu (bull bull) table: the player's five cards, then the banker's, dealt one by one, each
// hand named by its class (no bull … five small) and multiplier; Equal and Double bet spots. The
// Double bet lodges 5 × its stake, so the balance check counts the lodged amount.
import { useTranslation } from 'react-i18next';
import { DOUBLE_LODGE, NIUNIU_BETS, type TNiuniuBetType } from '@pavilion/games/engines/niuniu';
import type { TOneShotViewProps } from '../engines/engine-view';
import { BetSpot } from './bet-spot';
import { dealtCards, handsDealOrder } from './card-deals';
import { OutcomeStatus } from './outcome-status';
import { PlayingCard } from './playing-card';
import { NIUNIU_CARD_MS } from './reveal-timing';
import { distinctBets, spotResults } from './spot-keys';
import { TableControls } from './table-controls';
import styles from './table.module.css';
import { useReveal } from './use-reveal';
import { useTableSlip } from './use-table-slip';
import views from './views.module.css';

const ODDS: Record<TNiuniuBetType, string> = { equal: '0.95:1', double: '×1–×5' };
const ORDER = handsDealOrder(['player', 'banker'] as const, 5);
const lodged = (key: string, amount: number) => (key === 'double' ? amount * DOUBLE_LODGE : amount);

export function NiuniuView({
  game,
  balance,
  currencySymbol,
  busy,
  outcome,
  onPlay,
}: TOneShotViewProps<'niuniu'>) {
  const { t } = useTranslation('play');
  const table = useTableSlip({ game, balance, debitOf: lodged });
  const reveal = useReveal(outcome, ORDER.length, NIUNIU_CARD_MS);
  const settled = outcome && reveal.done ? outcome : null;
  const results = settled ? spotResults(settled.bets, (bet) => bet.type) : new Map();
  const locked = busy || !reveal.done;
  const handName = (rank: number) => t(`tables.niuniu.hands.${rank}`);

  const side = (which: 'player' | 'banker') => {
    const cards = outcome ? dealtCards(outcome[which].cards, which, ORDER, reveal.shown) : [];
    const hand = outcome !== null && cards.length === 5 ? outcome[which] : null;
    return (
      <div className={styles.hand} data-winner={settled?.winner === which || undefined}>
        <h3 className={styles.handTitle}>{t(`tables.niuniu.${which}`)}</h3>
        <div className={styles.cards}>
          {cards.map((card, i) => (
            <PlayingCard key={`${which}-${i}`} card={card} size="sm" />
          ))}
        </div>
        <span className={styles.handValue}>
          {hand ? `${handName(hand.rank)} ${t('tables.niuniu.multiplier', { count: hand.multiplier })}` : ''}
        </span>
      </div>
    );
  };

  const spot = (type: TNiuniuBetType) => {
    const result = results.get(type);
    return (
      <BetSpot
        name={t(`tables.niuniu.bets.${type}`)}
        odds={ODDS[type]}
        stake={table.slip[type] ?? 0}
        currencySymbol={currencySymbol}
        hit={settled?.winner === 'player'}
        // What came back against what was lodged (a Double loss can return part of it).
        result={
          result && type === 'double' ? { stake: result.stake * DOUBLE_LODGE, payout: result.payout } : result
        }
        disabled={locked}
        onPlace={() => table.place(type)}
        tone="player"
        className={views.bigSpot}
      />
    );
  };

  const summary = settled
    ? t(`tables.niuniu.result.${settled.winner}`, {
        player: handName(settled.player.rank),
        banker: handName(settled.banker.rank),
      })
    : '';

  return (
    <section className={views.view} aria-label={game.displayName}>
      <div className={styles.table}>
        <div className={styles.hands}>
          {side('player')}
          {side('banker')}
        </div>
        <div className={`${styles.spots} ${views.twoUp}`}>
          {spot('equal')}
          {spot('double')}
        </div>
        <p className={styles.note}>{t('tables.niuniu.note')}</p>
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
          table.submit((slip) => onPlay({ engine: 'niuniu', bets: distinctBets(slip, NIUNIU_BETS) }))
        }
      />
    </section>
  );
}
