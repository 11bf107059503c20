// The layout: pick a chip, put it on spots, then send the chips as one placement. Undo takes the last
// chip off, double puts every chip down again, repeat puts down my last confirmed placement; a late
// or refused placement shows the server's message and keeps the chips for the next round.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLiveMyBet, TLiveTableState } from '@pavilion/contracts/live-tables';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMinor } from '@/shared/format/money';
import { useSession } from '@/shared/session/session-store';
import { usePlaceLiveBet } from '../api/live-api';
import { CHIP_VALUES, double, onSpot, toPlacement, total, undo, type TChip } from '../lib/chips';
import { spotsOf, type TSpot } from '../lib/spots';
import styles from './live.module.css';

type TProps = { state: TLiveTableState; lastPlacement: TLiveMyBet | null };

export function BetBoard({ state, lastPlacement }: TProps) {
  const { t } = useTranslation('live-tables');
  const errorText = useErrorText();
  const loggedIn = useSession((s) => s.token !== null);
  const [chip, setChip] = useState<number>(CHIP_VALUES[0]);
  const [chips, setChips] = useState<TChip[]>([]);
  const place = usePlaceLiveBet(state.id);
  const spots = spotsOf(state.game, t);
  const betting = state.round.phase === 'betting';

  const repeat = () => {
    if (!lastPlacement) {
      return;
    }
    const again = lastPlacement.placement.bets.flatMap((bet): TChip[] => {
      const { amount, ...rest } = bet;
      const spot = spots.find((s) => JSON.stringify(s.bet) === JSON.stringify(rest));
      return spot ? [{ spot, amount }] : [];
    });
    setChips((c) => [...c, ...again]);
  };
  const send = () => {
    const placement = toPlacement(state.game, chips);
    if (!placement) {
      return;
    }
    place.mutate({ roundId: state.round.id, placement }, { onSuccess: () => setChips([]) });
  };
  const put = (spot: TSpot) => {
    place.reset();
    setChips((c) => [...c, { spot, amount: chip }]);
  };

  return (
    <section className={styles.board} aria-label={t('board')}>
      <p className={styles.muted}>
        {t('limits', { min: formatMinor(state.minBet), max: formatMinor(state.maxBet) })}
      </p>
      <div className={styles.chips} role="radiogroup" aria-label={t('chip')}>
        {CHIP_VALUES.map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={chip === v}
            className={`${styles.chip} ${chip === v ? styles.chipOn : ''}`}
            onClick={() => setChip(v)}
          >
            {formatMinor(v)}
          </button>
        ))}
      </div>
      <div className={`${styles.spots} ${state.game === 'roulette' ? styles.spotsDense : ''}`}>
        {spots.map((s) => {
          const amount = onSpot(chips, s.id);
          return (
            <button
              key={s.id}
              type="button"
              className={`${styles.spot} ${amount > 0 ? styles.spotOn : ''}`}
              onClick={() => put(s)}
              data-testid={`live-spot-${s.id}`}
              aria-label={
                amount > 0 ? t('spotWith', { spot: s.label, amount: formatMinor(amount) }) : s.label
              }
            >
              <span>{s.label}</span>
              {amount > 0 ? <span className={styles.spotAmount}>{formatMinor(amount)}</span> : null}
            </button>
          );
        })}
      </div>
      <div className={styles.actions}>
        <button type="button" onClick={() => setChips(undo)} disabled={chips.length === 0}>
          {t('undo')}
        </button>
        <button type="button" onClick={() => setChips(double)} disabled={chips.length === 0}>
          {t('double')}
        </button>
        <button type="button" onClick={repeat} disabled={!lastPlacement}>
          {t('repeat')}
        </button>
        <button type="button" onClick={() => setChips([])} disabled={chips.length === 0}>
          {t('clear')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={send}
          disabled={!loggedIn || chips.length === 0 || place.isPending}
          data-testid="live-confirm"
        >
          {t('confirm', { amount: formatMinor(total(chips)) })}
        </button>
      </div>
      {!loggedIn ? <p className={styles.muted}>{t('loginToBet')}</p> : null}
      {!betting && loggedIn ? <p className={styles.muted}>{t('waitNextRound')}</p> : null}
      {place.isError ? (
        <p role="alert" className={styles.error} data-testid="live-bet-error">
          {errorText(place.error)}
        </p>
      ) : null}
      {place.isSuccess ? (
        <p role="status" className={styles.ok} data-testid="live-bet-ok">
          {t('accepted', { amount: formatMinor(place.data.bet.stake) })}
        </p>
      ) : null}
    </section>
  );
}
