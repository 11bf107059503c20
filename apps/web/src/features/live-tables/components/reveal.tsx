// The dealer's show: the phase with its countdown, then the steps as the server reveals them (cards
// dealt one by one to their hands, the ball's number, each die), then the result. Announced politely
// to screen readers as each step arrives.
import { useTranslation } from 'react-i18next';
import { cardLabel } from '@pavilion/games/cards';
import type { TLiveRevealStep, TLiveTableState } from '@pavilion/contracts/live-tables';
import { cardText, resultText } from '../lib/results';
import styles from './live.module.css';

function Card({ card }: { card: number }) {
  const suit = cardLabel(card).slice(-1);
  const red = suit === 'H' || suit === 'D';
  return (
    <span className={`${styles.card} ${red ? styles.cardRed : ''}`} data-testid="live-card">
      {cardText(card)}
    </span>
  );
}

function Hand({ name, steps }: { name: string; steps: TLiveRevealStep[] }) {
  const { t } = useTranslation('live-tables');
  const cards = steps.flatMap((s) => (s.kind === 'card' && s.hand === name ? [s.card] : []));
  return (
    <div className={styles.hand}>
      <span className={styles.handName}>{t(`spot.${name}`)}</span>
      <span className={styles.cards}>
        {cards.map((c, i) => (
          <Card key={i} card={c} />
        ))}
      </span>
    </div>
  );
}

export function Reveal({ state, now }: { state: TLiveTableState; now: number }) {
  const { t } = useTranslation('live-tables');
  const r = state.round;
  const secondsLeft = Math.max(0, Math.ceil((Date.parse(r.closesAt) - now) / 1000));
  const phaseText =
    r.phase === 'betting'
      ? t('phase.betting')
      : r.phase === 'revealing' && r.steps.length === 0
        ? t('phase.noMoreBets')
        : t(`phase.${r.phase}`);
  return (
    <section className={styles.stage} aria-label={t('stage')}>
      <div className={styles.phaseBar}>
        <span data-testid="live-phase" data-phase={r.phase}>
          {phaseText}
        </span>
        {r.phase === 'betting' ? (
          <span role="timer" className={styles.timer} data-testid="live-countdown" data-seconds={secondsLeft}>
            {secondsLeft}
          </span>
        ) : null}
        <span className={styles.muted}>{t('round', { n: r.roundNo })}</span>
      </div>
      <div className={styles.show} aria-live="polite" data-testid="live-show" data-steps={r.steps.length}>
        {state.game === 'baccarat' ? (
          <>
            <Hand name="player" steps={r.steps} />
            <Hand name="banker" steps={r.steps} />
          </>
        ) : state.game === 'dragon-tiger' ? (
          <>
            <Hand name="dragon" steps={r.steps} />
            <Hand name="tiger" steps={r.steps} />
          </>
        ) : (
          <span className={styles.bigNumber}>
            {r.steps.map((s) => (s.kind === 'ball' ? s.number : s.kind === 'die' ? s.face : '')).join(' ') ||
              '–'}
          </span>
        )}
        {r.result ? (
          <p className={styles.result} data-testid="live-result">
            {t('result')}: {resultText(r.result, t)}
          </p>
        ) : null}
      </div>
      <p className={styles.hash}>
        {t('commitment')}: <code>{r.seedHash}</code>
      </p>
    </section>
  );
}
