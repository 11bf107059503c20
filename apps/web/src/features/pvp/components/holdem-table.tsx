// A Hold'em table: seats around an oval (stack, bet, cards: your own face up, others' backs until
// the showdown's history), the board and the pots in the middle, the action buttons and timer when
// it is your turn, a buy-in form for a free seat, sit out / sit in and leave.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPvpTableView } from '@pavilion/contracts/pvp';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMinor } from '@/shared/format/money';
import { useSession } from '@/shared/session/session-store';
import { useAct, useLeave, useSit, useSitOut, type TTimed } from '../api/pvp-api';
import { useSecondsLeft } from '../hooks/use-pvp-stream';
import { pots, seatPosition, type THoldemView, type TLegalActions } from '../lib/holdem-view';
import { HoldemActions } from './holdem-actions';
import { CardRow } from './playing-card';
import styles from './pvp.module.css';

export function HoldemTable({ view }: { view: TTimed<TPvpTableView> }) {
  const { t } = useTranslation('pvp');
  const errorText = useErrorText();
  const token = useSession((s) => s.token);
  const state = view.state as THoldemView;
  const hand = state.hand;
  const [seat, setSeat] = useState<number | null>(null);
  const [buyIn, setBuyIn] = useState(state.config.minBuyIn * 5);
  const sit = useSit(view.id);
  const leave = useLeave(view.id);
  const act = useAct(view.id);
  const sitOut = useSitOut(view.id);
  const left = useSecondsLeft(view.deadline, view.serverTime, view.receivedAt);
  const mine = view.mySeat === null ? null : state.seats[view.mySeat];
  const error = [sit, leave, act, sitOut].find((m) => m.isError)?.error;
  const potList = pots(state);
  return (
    <div className={styles.stack} data-testid="holdem-table" data-version={view.version}>
      <div className={styles.felt}>
        <div className={styles.centre}>
          <span>{hand ? t('handNo', { n: hand.handNo }) : t('waiting')}</span>
          <span data-testid="board">
            <CardRow cards={hand?.board ?? []} />
          </span>
          <span data-testid="pots">
            {potList.map((p, i) => (
              <span key={i}>
                {t(i === 0 ? 'pot.main' : 'pot.side', { amount: formatMinor(p.amount), n: i })}{' '}
              </span>
            ))}
          </span>
          {left !== null ? (
            <span className={styles.timer} role="timer" aria-live="off">
              {t(hand ? 'timer.act' : 'timer.next', { s: left })}
            </span>
          ) : null}
        </div>
        {state.seats.map((s, i) => {
          const p = hand?.players.find((x) => x.seat === i);
          const cls = [
            styles.seat,
            hand?.toAct === i ? styles.toAct : '',
            view.mySeat === i ? styles.mine : '',
          ];
          return (
            <div key={i} className={cls.join(' ')} style={seatPosition(i, state.seats.length)} data-seat={i}>
              {s ? (
                <>
                  <span>
                    {view.mySeat === i ? t('you') : t('seat', { n: i + 1 })}
                    {hand?.button === i ? (
                      <abbr className={styles.dealer} title={t('dealer')}>
                        D
                      </abbr>
                    ) : null}
                  </span>
                  <span data-testid={`stack-${i}`}>{formatMinor(s.stack)}</span>
                  {p ? <CardRow cards={p.hole} hidden={p.hole.length === 0 && !p.folded ? 2 : 0} /> : null}
                  {p?.bet ? <span>{t('bet', { amount: formatMinor(p.bet) })}</span> : null}
                  {p?.folded ? <span>{t('folded')}</span> : null}
                  {p?.allIn ? <span>{t('allIn')}</span> : null}
                  {s.sittingOut ? <span>{t('sittingOut')}</span> : null}
                </>
              ) : view.mySeat === null && token ? (
                <button
                  type="button"
                  onClick={() => setSeat(i)}
                  aria-pressed={seat === i}
                  data-testid={`sit-${i}`}
                >
                  {t('sitHere', { n: i + 1 })}
                </button>
              ) : (
                <span>{t('empty')}</span>
              )}
            </div>
          );
        })}
      </div>
      {error ? (
        <p className={styles.error} data-testid="pvp-error">
          {errorText(error)}
        </p>
      ) : null}
      {!token ? <p className={styles.muted}>{t('loginToPlay')}</p> : null}
      {view.mySeat === null && seat !== null ? (
        <form
          className={`${styles.panel} ${styles.form}`}
          onSubmit={(e) => {
            e.preventDefault();
            sit.mutate({ seat, buyIn });
          }}
        >
          <label>
            {t('buyIn', { min: formatMinor(state.config.minBuyIn), max: formatMinor(state.config.maxBuyIn) })}
            <input
              type="number"
              min={state.config.minBuyIn / 100}
              max={state.config.maxBuyIn / 100}
              step="0.01"
              value={buyIn / 100}
              onChange={(e) => setBuyIn(Math.round(Number(e.target.value) * 100))}
            />
          </label>
          <button type="submit" className={styles.primary} disabled={sit.isPending} data-testid="sit-confirm">
            {t('sitAt', { n: seat + 1 })}
          </button>
        </form>
      ) : null}
      {view.legal ? (
        <div className={styles.panel}>
          <HoldemActions
            key={`${view.version}`}
            legal={view.legal as TLegalActions}
            busy={act.isPending}
            onAct={(action, to) => act.mutate({ action, ...(to ? { to } : {}), version: view.version })}
          />
        </div>
      ) : null}
      {mine ? (
        <div className={styles.actions}>
          <button type="button" onClick={() => sitOut.mutate({ sittingOut: !mine.sittingOut })}>
            {mine.sittingOut ? t('sitIn') : t('sitOut')}
          </button>
          <button type="button" onClick={() => leave.mutate({})} data-testid="leave">
            {t('leave')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
