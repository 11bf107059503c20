// A niuniu table with a rotating banker: the seats with their chips (the banker marked), a stake
// form for the players while the window is open, the last round's hands and results, sit and leave.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPvpTableView } from '@pavilion/contracts/pvp';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMinor } from '@/shared/format/money';
import { useSession } from '@/shared/session/session-store';
import { useLeave, useSit, useStake, type TTimed } from '../api/pvp-api';
import { useSecondsLeft } from '../hooks/use-pvp-stream';
import { CardRow } from './playing-card';
import styles from './pvp.module.css';

/** no bull, bull 1–9, bull bull, then the special hands (engines/niuniu.ts ranks 11–13). */
function handName(t: (key: string, opts?: Record<string, unknown>) => string, rank: number): string {
  return rank >= 1 && rank <= 9 ? t('niuniu.bull', { n: rank }) : t(`niuniu.hand${rank}`);
}

type TNiuniuView = {
  config: { minBuyIn: number; maxBuyIn: number; minStake: number };
  seats: ({ playerId: string; stack: number } | null)[];
  banker: number | null;
  roundNo: number;
  stakes: { seat: number; amount: number }[];
  last: {
    roundNo: number;
    bankerSeat: number;
    hands: { seat: number; cards: number[] }[];
    results: { seat: number; net: number; hand: { rank: number } }[];
  } | null;
};

export function NiuniuTable({ view }: { view: TTimed<TPvpTableView> }) {
  const { t } = useTranslation('pvp');
  const errorText = useErrorText();
  const token = useSession((s) => s.token);
  const state = view.state as TNiuniuView;
  const [stake, setStake] = useState(state.config.minStake);
  const sit = useSit(view.id);
  const leave = useLeave(view.id);
  const stakeIt = useStake(view.id);
  const left = useSecondsLeft(view.deadline, view.serverTime, view.receivedAt);
  const error = [sit, leave, stakeIt].find((m) => m.isError)?.error;
  const staked = state.stakes.find((s) => s.seat === view.mySeat);
  const canStake = view.mySeat !== null && state.banker !== null && state.banker !== view.mySeat && !staked;
  return (
    <div className={styles.stack} data-testid="niuniu-table">
      <p className={styles.muted}>
        {t('niuniu.round', { n: state.roundNo + 1 })}
        {left !== null ? <span className={styles.timer}> · {t('timer.deal', { s: left })}</span> : null}
      </p>
      <ul className={styles.niuniuSeats}>
        {state.seats.map((s, i) => {
          const result = state.last?.results.find((r) => r.seat === i);
          const cards = state.last?.hands.find((h) => h.seat === i)?.cards ?? [];
          return (
            <li key={i} data-seat={i}>
              <strong>
                {view.mySeat === i ? t('you') : t('seat', { n: i + 1 })}
                {state.banker === i ? ` · ${t('niuniu.banker')}` : ''}
              </strong>
              {s ? <span>{formatMinor(s.stack)}</span> : null}
              {s ? (
                <span>
                  {t('niuniu.stake', {
                    amount: formatMinor(state.stakes.find((x) => x.seat === i)?.amount ?? 0),
                  })}
                </span>
              ) : null}
              {s && result ? (
                <>
                  <CardRow cards={cards} />
                  <span>
                    {handName(t, result.hand.rank)} · {result.net >= 0 ? '+' : ''}
                    {formatMinor(result.net)}
                  </span>
                </>
              ) : null}
              {!s && view.mySeat === null && token ? (
                <button
                  type="button"
                  onClick={() => sit.mutate({ seat: i, buyIn: state.config.minBuyIn * 5 })}
                >
                  {t('sitWith', { amount: formatMinor(state.config.minBuyIn * 5) })}
                </button>
              ) : null}
              {!s && (view.mySeat !== null || !token) ? <span>{t('empty')}</span> : null}
            </li>
          );
        })}
      </ul>
      {error ? <p className={styles.error}>{errorText(error)}</p> : null}
      {!token ? <p className={styles.muted}>{t('loginToPlay')}</p> : null}
      {canStake ? (
        <form
          className={`${styles.panel} ${styles.form}`}
          onSubmit={(e) => {
            e.preventDefault();
            stakeIt.mutate({ amount: stake });
          }}
        >
          <label>
            {t('niuniu.yourStake')}
            <input
              type="number"
              min={state.config.minStake / 100}
              step="0.01"
              value={stake / 100}
              onChange={(e) => setStake(Math.round(Number(e.target.value) * 100))}
            />
          </label>
          <button type="submit" className={styles.primary} disabled={stakeIt.isPending}>
            {t('niuniu.place')}
          </button>
        </form>
      ) : null}
      {view.mySeat !== null ? (
        <div className={styles.actions}>
          <button type="button" onClick={() => leave.mutate({})}>
            {t('leave')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
