// Time-out and self-exclusion (decision 075). A time-out (24 hours, 7 or 30 days) stops deposits and
// bets; a self-exclusion (6 months, 1 or 5 years, for good) also refuses the login and ends the
// member's sessions. Either is set by the member (member centre) or by an operator (console, audited)
// and cannot be ended early: a new choice only ever extends the end. Bets are refused in the ledger
// itself (ledger_post, under the wallet row's lock), deposits by `assertNotExcluded` in the cashier,
// transfers to other members by the outflow gate, the login by `assertMayLogIn`.
import type { TDb } from '@/db/database.ts';
import {
  exclusionEnd,
  exclusionKindOf,
  type TExclusion,
  type TExclusionDuration,
  type TExclusionKind,
} from '@pavilion/contracts/protection';
import { PERMANENT_EXCLUSION_END } from '@pavilion/contracts/protection-constants';
import { AppError } from '@/shared/app-error.ts';
import { revokeAllForMember } from '@/modules/sessions/sessions.repo.ts';
import * as repo from './protection.repo.ts';

const PERMANENT_END = new Date(PERMANENT_EXCLUSION_END);

const NOT_EXCLUDED: TExclusion = { until: null, kind: null, permanent: false, setBy: null };

export async function getExclusion(db: TDb, memberId: number, now: Date = new Date()): Promise<TExclusion> {
  const row = await repo.protectionSettings(db, memberId);
  const until = row?.excluded_until ?? null;
  if (!until || until.getTime() <= now.getTime()) {
    return NOT_EXCLUDED;
  }
  return {
    until: until.toISOString(),
    kind: (row?.exclusion_kind as TExclusionKind | null | undefined) ?? 'timeout',
    permanent: until.getTime() >= PERMANENT_END.getTime(),
    setBy:
      row?.excluded_by_operator_id === null || row?.excluded_by_operator_id === undefined
        ? 'member'
        : 'operator',
  };
}

/**
 * Starts (or extends) an exclusion; `operatorId` when an operator sets it from the console. A
 * self-exclusion ends every session of the member at once: they are logged out everywhere.
 */
export async function startExclusion(
  db: TDb,
  memberId: number,
  duration: TExclusionDuration,
  now: Date = new Date(),
  operatorId: number | null = null,
): Promise<TExclusion> {
  await db.transaction().execute(async (trx) => {
    const stored = await repo.extendExclusion(trx, memberId, {
      until: exclusionEnd(duration, now),
      kind: exclusionKindOf(duration),
      operatorId,
    });
    if (stored.kind === 'self_exclusion') {
      await revokeAllForMember(trx, memberId);
    }
  });
  return getExclusion(db, memberId, now);
}

/** Throws SELF_EXCLUDED with data {until} while the member's time-out or self-exclusion lasts. */
export async function assertNotExcluded(db: TDb, memberId: number, now: Date = new Date()): Promise<void> {
  const { until } = await getExclusion(db, memberId, now);
  if (until) {
    throw new AppError('SELF_EXCLUDED', { data: { until } });
  }
}

/** The login's rule: a self-excluded member does not log in (a time-out still may, to withdraw). */
export async function assertMayLogIn(db: TDb, memberId: number, now: Date = new Date()): Promise<void> {
  const exclusion = await getExclusion(db, memberId, now);
  if (exclusion.kind === 'self_exclusion') {
    throw new AppError('SELF_EXCLUDED', { data: { until: exclusion.until, permanent: exclusion.permanent } });
  }
}
