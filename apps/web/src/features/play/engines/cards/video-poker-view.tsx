// Jacks or better: choose the bet and deal; tap cards to hold them; draw replaces the others.
// The paytable shows the pays at the chosen bet and lights the hand made.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_POKER_PAYS } from '@pavilion/games/engines/video-poker';
import { formatMoney } from '@/shared/format/money';
import { ResultBanner } from '../../components/result-banner';
import { StakeControl } from '../../components/stake-control';
import { videoPokerShown } from '../../model/multi-step-state';
import { initialStake, stakeSteps } from '../../model/stake-steps';
import type { TMultiStepViewProps } from '../multi-step-view';
import { PlayingCard } from './playing-card';
import styles from './cards.module.css';

const HANDS = Object.keys(VIDEO_POKER_PAYS).filter(
  (h) => h !== 'nothing',
) as (keyof typeof VIDEO_POKER_PAYS)[];

export function VideoPokerView({
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
  const [bet, setBet] = useState(() => initialStake(steps, 100));
  const [holds, setHolds] = useState<{ roundId: string | null; hold: boolean[] }>({
    roundId: null,
    hold: [false, false, false, false, false],
  });
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const shown = round ? videoPokerShown(round) : null;
  const open = shown?.open === true;
  // Holds belong to the open round; a new deal starts with none held.
  const hold = open && holds.roundId === round?.roundId ? holds.hold : [false, false, false, false, false];
  const shownBet = shown?.bet ?? bet;

  return (
    <div className={styles.table} data-testid="video-poker-view">
      <div className={styles.hand} role="group" aria-label={t('page.poker.hand')}>
        {(shown?.cards.length ? shown.cards : [null, null, null, null, null]).map((card, i) => (
          <div key={i} className={styles.slotCard}>
            <PlayingCard card={card} held={open ? hold[i] : (shown?.held?.[i] ?? false)} />
            {open ? (
              <button
                type="button"
                className={styles.hold}
                aria-pressed={hold[i]}
                disabled={busy}
                onClick={() =>
                  setHolds({ roundId: round?.roundId ?? null, hold: hold.map((h, j) => (j === i ? !h : h)) })
                }
              >
                {hold[i] ? t('page.poker.held') : t('page.poker.hold')}
              </button>
            ) : (
              <span className={styles.holdTag}>{shown?.held?.[i] ? t('page.poker.held') : ''}</span>
            )}
          </div>
        ))}
      </div>
      {shown && !open ? (
        <div className={styles.result} data-testid="poker-result">
          <p className={styles.rank}>{t(`page.poker.hands.${shown.rank ?? 'nothing'}`)}</p>
          <ResultBanner stake={shown.bet} payout={shown.payout} money={money} />
        </div>
      ) : null}
      {open ? <p className={styles.hint}>{t('page.poker.holdHint')}</p> : null}
      <div className={styles.controls}>
        <StakeControl
          label={t('page.stake.bet')}
          value={open ? shownBet : bet}
          steps={steps}
          disabled={busy || open}
          currencySymbol={currencySymbol}
          onChange={setBet}
          testId="poker-bet"
        />
        {open ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => onAction({ engine: 'video-poker', hold })}
          >
            {t('page.poker.draw')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || bet > balance}
            onClick={() => onStart({ engine: 'video-poker', bet })}
          >
            {t('page.poker.deal')}
          </button>
        )}
      </div>
      {!open && bet > balance ? <p className={styles.warn}>{t('page.stake.overBalance')}</p> : null}
      <table className={styles.paytable}>
        <caption>{t('page.paytable')}</caption>
        <tbody>
          {HANDS.map((hand) => (
            <tr key={hand} data-current={shown?.open === false && shown.rank === hand}>
              <th scope="row">{t(`page.poker.hands.${hand}`)}</th>
              <td>{money(shownBet * VIDEO_POKER_PAYS[hand])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
