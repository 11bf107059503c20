// The end of a time-out as the confirmation shows it before the member commits: the same rule as
// the server (fixed lengths; 6 calendar months) and never earlier than a time-out already running.
import type { TExclusionDuration } from '@pavilion/contracts/protection';

const HOUR_MS = 3_600_000;
const LENGTH_MS: Record<Exclude<TExclusionDuration, '6m'>, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

export function exclusionEndPreview(
  duration: TExclusionDuration,
  now: Date,
  currentUntil: string | null,
): Date {
  let end: Date;
  if (duration === '6m') {
    end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + 6);
  } else {
    end = new Date(now.getTime() + LENGTH_MS[duration]);
  }
  const current = currentUntil ? new Date(currentUntil) : null;
  return current && current.getTime() > end.getTime() ? current : end;
}
