// A small count bubble (spec §2.7 badges): rendered only above 0. The number is hidden from screen
// readers; `label` (e.g. "3 unread") is read instead, so the link's name says what the count means.
import { badgeText } from './use-member-counters';
import styles from './count-badge.module.css';

export function CountBadge({
  count,
  label,
  testId,
}: {
  count: number | undefined;
  label: string;
  testId?: string;
}) {
  const text = badgeText(count);
  if (text === null) {
    return null;
  }
  return (
    <span className={styles.badge} data-testid={testId}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A dot on a trigger (the account menu's avatar) when anything inside has a count. */
export function CountDot({ show, label }: { show: boolean; label: string }) {
  return show ? (
    <span className={styles.dot} data-testid="account-menu-dot">
      <span className="visually-hidden">{label}</span>
    </span>
  ) : null;
}
