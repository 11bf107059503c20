// What the five originals' pages share (decision 077): the stake (its steps, the chosen bet and its
// control), the play button with the over-balance message, the game info (RTP, house edge, max win,
// the rules of this game) and the auto-bet panel. Auto-bet only repeats what the player's own
// button does: each round is its own request through the normal API with its own request id, one
// after the other, until the count is reached, a stop limit is hit, a round is refused or the
// player stops it.
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORIGINALS_MAX_MULTIPLIER, ORIGINALS_RTP } from '@pavilion/games/engines/originals';
import { formatMoney } from '@/shared/format/money';
import { StakeControl } from '../../components/stake-control';
import { initialStake, stakeSteps } from '../../model/stake-steps';
import styles from './originals.module.css';

/** The stake of an originals page: the game's steps, the bet (1.00 to start) and the money format. */
export function useOriginalsStake(game: { minBet: number; maxBet: number }, currencySymbol: string) {
  const steps = useMemo(() => stakeSteps(game.minBet, game.maxBet), [game.minBet, game.maxBet]);
  const [bet, setBet] = useState(() => initialStake(steps, 100));
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  return { steps, bet, setBet, money };
}

type TStake = ReturnType<typeof useOriginalsStake>;

export function OriginalsStake(props: {
  stake: TStake;
  busy: boolean;
  currencySymbol: string;
  testId: string;
}) {
  const { t } = useTranslation('play');
  return (
    <StakeControl
      label={t('page.stake.bet')}
      value={props.stake.bet}
      steps={props.stake.steps}
      disabled={props.busy}
      currencySymbol={props.currencySymbol}
      onChange={props.stake.setBet}
      testId={props.testId}
    />
  );
}

/** The page's main button ("Bet", or its own label) and, below it, the bet-above-balance message. */
export function PlayButton(props: {
  label?: string;
  busy: boolean;
  disabled: boolean;
  overBalance: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('play');
  return (
    <>
      <button
        type="button"
        className={`btn btn-primary ${styles.play}`}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.busy ? t('page.busy') : (props.label ?? t('page.originals.bet'))}
      </button>
      {props.overBalance ? <p className={styles.fieldError}>{t('page.stake.overBalance')}</p> : null}
    </>
  );
}

/** "1.98" from hundredths; "1.9800" from ten-thousandths with `digits` 4. */
export function multiplierText(value: number, scale = 100, digits = 2): string {
  return (value / scale).toFixed(digits);
}

export function OriginalsInfo({ rules }: { rules: string }) {
  const { t } = useTranslation('play');
  return (
    <details className={styles.info} data-testid="originals-info">
      <summary>{t('page.originals.info.title')}</summary>
      <ul>
        <li>{t('page.originals.info.rtp', { rtp: (ORIGINALS_RTP * 100).toFixed(2) })}</li>
        <li>{t('page.originals.info.edge', { edge: ((1 - ORIGINALS_RTP) * 100).toFixed(2) })}</li>
        <li>{t('page.originals.info.maxWin', { max: ORIGINALS_MAX_MULTIPLIER.toLocaleString('en') })}</li>
        <li>{rules}</li>
        <li>{t('page.originals.info.fair')}</li>
      </ul>
    </details>
  );
}

type TAutoBetProps = {
  /** a round in flight or the view not ready: auto-bet cannot start */
  disabled: boolean;
  /** plays one whole round; null when it was refused (auto-bet stops) */
  playOne: () => Promise<{ stake: number; payout: number } | null>;
  money: (minor: number) => string;
  /** extra settings of this game's auto-bet (mines: tiles per round) */
  children?: React.ReactNode;
};

const toMinor = (text: string): number => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;
};

export function AutoBet({ disabled, playOne, money, children }: TAutoBetProps) {
  const { t } = useTranslation('play');
  const id = useId();
  const [count, setCount] = useState('10');
  const [stopProfit, setStopProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ done: number; profit: number } | null>(null);
  const stopRef = useRef(false);
  const total = Number(count);
  const countOk = Number.isInteger(total) && total >= 1 && total <= 1000;

  const start = async () => {
    stopRef.current = false;
    setRunning(true);
    const profitLimit = toMinor(stopProfit);
    const lossLimit = toMinor(stopLoss);
    let done = 0;
    let profit = 0;
    setProgress({ done, profit });
    try {
      while (done < total && !stopRef.current) {
        const round = await playOne();
        if (!round) {
          break;
        }
        done += 1;
        profit += round.payout - round.stake;
        setProgress({ done, profit });
        if ((profitLimit > 0 && profit >= profitLimit) || (lossLimit > 0 && -profit >= lossLimit)) {
          break;
        }
      }
    } finally {
      setRunning(false);
    }
  };

  return (
    <fieldset className={styles.auto} data-testid="auto-bet">
      <legend>{t('page.originals.auto.title')}</legend>
      <div className={styles.autoFields}>
        <label htmlFor={`${id}-count`}>
          {t('page.originals.auto.count')}
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            value={count}
            disabled={running}
            aria-invalid={!countOk}
            onChange={(e) => setCount(e.target.value)}
          />
        </label>
        <label htmlFor={`${id}-profit`}>
          {t('page.originals.auto.stopProfit')}
          <input
            id={`${id}-profit`}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={stopProfit}
            disabled={running}
            onChange={(e) => setStopProfit(e.target.value)}
          />
        </label>
        <label htmlFor={`${id}-loss`}>
          {t('page.originals.auto.stopLoss')}
          <input
            id={`${id}-loss`}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={stopLoss}
            disabled={running}
            onChange={(e) => setStopLoss(e.target.value)}
          />
        </label>
        {children}
      </div>
      {!countOk ? <p className={styles.fieldError}>{t('page.originals.auto.countInvalid')}</p> : null}
      <div className={styles.autoRow}>
        {running ? (
          <button type="button" className="btn btn-secondary" onClick={() => (stopRef.current = true)}>
            {t('page.originals.auto.stop')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={disabled || !countOk}
            onClick={() => void start()}
          >
            {t('page.originals.auto.start')}
          </button>
        )}
        {progress ? (
          <output className={styles.autoStatus} data-testid="auto-status" aria-live="polite">
            {t('page.originals.auto.progress', {
              done: progress.done,
              count: total,
              profit: `${progress.profit >= 0 ? '+' : '−'}${money(Math.abs(progress.profit))}`,
            })}
          </output>
        ) : null}
      </div>
    </fieldset>
  );
}
