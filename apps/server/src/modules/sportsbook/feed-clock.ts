// The feed's test clock (decision 048, like the agent settlement's of decision 026): an offset an
// operator sets through the admin API only when ALLOW_TEST_CLOCK is on (never in production), so an
// end-to-end test plays a match day in minutes. Kept per database handle in this process.
import type { TDb } from '@/db/database.ts';

const OFFSETS = new WeakMap<object, number>();

/** The feed's notion of now: the real time plus the test offset (0 unless set). */
export function feedNow(db: TDb, real: Date = new Date()): Date {
  return new Date(real.getTime() + (OFFSETS.get(db) ?? 0));
}

export function setFeedOffset(db: TDb, offsetMs: number): void {
  OFFSETS.set(db, offsetMs);
}

export function feedOffset(db: TDb): number {
  return OFFSETS.get(db) ?? 0;
}
