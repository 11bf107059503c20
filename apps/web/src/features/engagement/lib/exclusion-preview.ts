// The end of an exclusion as the confirmation shows it before the member commits: the server's rule
// (contracts' exclusionEnd), never earlier than an exclusion already running.
import {
  PERMANENT_EXCLUSION_END,
  exclusionEnd,
  type TExclusionDuration,
} from '@pavilion/contracts/protection';

export function exclusionEndPreview(
  duration: TExclusionDuration,
  now: Date,
  currentUntil: string | null,
): Date {
  const end = exclusionEnd(duration, now);
  const current = currentUntil ? new Date(currentUntil) : null;
  return current && current.getTime() > end.getTime() ? current : end;
}

/** The stored end of an exclusion for good: shown as "permanently", never as a date in 9999. */
export function isPermanentEnd(end: Date): boolean {
  return end.getTime() >= Date.parse(PERMANENT_EXCLUSION_END);
}
