// A ticking countdown (role timer; not announced every second) to a close or a draw.
import { useTranslation } from 'react-i18next';
import { countdownParts, secondsUntil } from '../lib/countdown';
import styles from './lottery.module.css';

type TCountdownProps = { to: string; now: number; label: string; testId?: string };

export function Countdown({ to, now, label, testId }: TCountdownProps) {
  const { t } = useTranslation('lottery');
  const left = secondsUntil(to, now);
  const { days, clock } = countdownParts(left);
  return (
    <div className={styles.countdown}>
      <span className={styles.countdownLabel}>{label}</span>
      <span role="timer" className={styles.countdownValue} data-testid={testId} data-seconds={left}>
        {days > 0 ? `${t('countdown.days', { count: days })} ` : ''}
        {clock}
      </span>
    </div>
  );
}
