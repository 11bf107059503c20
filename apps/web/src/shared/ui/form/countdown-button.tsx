// The send-code button: disabled while a request runs and while its countdown is above 0
// (spec §4: resend is disabled until zero); the caller words both states.
import styles from './form.module.css';

type TCountdownButtonProps = {
  remaining: number;
  label: string;
  countingLabel: (seconds: number) => string;
  onClick: () => void;
  busy?: boolean;
  disabled?: boolean;
};

export function CountdownButton({
  remaining,
  label,
  countingLabel,
  onClick,
  busy,
  disabled,
}: TCountdownButtonProps) {
  const counting = remaining > 0;
  return (
    <button
      type="button"
      className={styles.codeButton}
      onClick={onClick}
      disabled={counting || busy || disabled}
      aria-busy={busy || undefined}
      aria-live="polite"
    >
      {counting ? countingLabel(remaining) : label}
    </button>
  );
}
