// Blackjack: choose the bet and deal; then hit, stand, double or split, each enabled only when the
// engine allows it on the active hand (and the balance covers a double or split). The dealer's hole
// card stays face down until the round is settled.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLACKJACK_ACTIONS } from '@pavilion/games/engines/blackjack';
import { formatMoney } from '@/shared/format/money';
import { ResultBanner } from '../../components/result-banner';
import { StakeControl } from '../../components/stake-control';
import { blackjackShown } from '../../model/multi-step-state';
import { initialStake, stakeSteps } from '../../model/stake-steps';
import type { TMultiStepViewProps } from '../multi-step-view';
import { PlayingCard } from './playing-card';
import styles from './cards.module.css';

export function BlackjackView({
  game,
  balance,
  currencySymbol,
  busy,
  round,
  onStart,
  onAction,
}: TMultiStepViewProps) {
  const { t } = useTranslation('play');
  const steps = useMemo(() => stakeSteps(game.minBet, game.maxBet), [game.minBet, game.maxBet]);
  const [bet, setBet] = useState(() => initialStake(steps, 1000));
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const shown = round ? blackjackShown(round) : null;
  const open = round?.status === 'open';
  const activeStake = shown?.hands[shown.active]?.stake ?? 0;

  return (
    <div className={styles.table} data-testid="blackjack-view">
      <section className={styles.seat} aria-label={t('page.blackjack.dealer')}>
        <h3 className={styles.seatTitle}>
          {t('page.blackjack.dealer')}
          {shown ? <span className={styles.total}>{shown.dealerTotal ?? '?'}</span> : null}
        </h3>
        <div className={styles.hand}>
          {(shown?.dealer ?? [null, null]).map((card, i) => (
            <PlayingCard key={i} card={card} />
          ))}
        </div>
      </section>
      <div className={styles.hands}>
        {(shown?.hands ?? [{ cards: [], total: 0, stake: bet, done: false }]).map((hand, i) => {
          const result = shown?.results?.[i];
          const active = open && shown?.active === i;
          return (
            <section
              key={i}
              className={styles.seat}
              data-active={active}
              aria-label={t('page.blackjack.hand', { n: i + 1 })}
              data-testid="blackjack-hand"
            >
              <h3 className={styles.seatTitle}>
                {shown && shown.hands.length > 1
                  ? t('page.blackjack.hand', { n: i + 1 })
                  : t('page.blackjack.you')}
                {hand.cards.length > 0 ? <span className={styles.total}>{hand.total}</span> : null}
                <span className={styles.stakeTag}>{money(hand.stake)}</span>
              </h3>
              <div className={styles.hand}>
                {hand.cards.length > 0
                  ? hand.cards.map((card, j) => <PlayingCard key={j} card={card} />)
                  : [<PlayingCard key="a" card={null} />, <PlayingCard key="b" card={null} />]}
              </div>
              {result ? (
                <p className={styles.handResult} data-outcome={result.outcome}>
                  {t(`page.blackjack.results.${result.outcome}`)} · {money(result.payout)}
                </p>
              ) : null}
            </section>
          );
        })}
      </div>
      {shown && !open && round ? (
        <ResultBanner stake={round.stake} payout={round.payout} money={money} />
      ) : null}
      <div className={styles.controls}>
        {open ? (
          BLACKJACK_ACTIONS.map((action) => {
            const needsStake = action === 'double' || action === 'split';
            const allowed =
              shown?.legalActions.includes(action) === true && (!needsStake || activeStake <= balance);
            return (
              <button
                key={action}
                type="button"
                className={action === 'stand' ? 'btn btn-primary' : 'btn btn-outline'}
                disabled={busy || !allowed}
                onClick={() => onAction({ engine: 'blackjack', action })}
              >
                {t(`page.blackjack.actions.${action}`)}
              </button>
            );
          })
        ) : (
          <>
            <StakeControl
              label={t('page.stake.bet')}
              value={bet}
              steps={steps}
              disabled={busy}
              currencySymbol={currencySymbol}
              onChange={setBet}
              testId="blackjack-bet"
            />
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || bet > balance}
              onClick={() => onStart({ engine: 'blackjack', bet })}
            >
              {t('page.blackjack.deal')}
            </button>
          </>
        )}
      </div>
      {!open && bet > balance ? <p className={styles.warn}>{t('page.stake.overBalance')}</p> : null}
      <p className={styles.rules}>{t('page.blackjack.rules')}</p>
    </div>
  );
}
