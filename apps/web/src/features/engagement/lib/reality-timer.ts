// Reality-check timing: reminders fall at whole intervals after the session began (so a reload
// does not restart the count), and the session's length is shown as h:mm:ss.

/** When the next reminder is due after `now`, or null when reminders are off. */
export function nextReminderAt(sessionStart: number, intervalMinutes: number, now: number): number | null {
  if (intervalMinutes <= 0) {
    return null;
  }
  const interval = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now - sessionStart);
  return sessionStart + (Math.floor(elapsed / interval) + 1) * interval;
}

export function formatSessionLength(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
