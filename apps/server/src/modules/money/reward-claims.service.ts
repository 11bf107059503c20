// Guards on rewards (decision 063): a reward that asks for a qualifying deposit is refused
// (REWARD_DEPOSIT_REQUIRED) to a member without a credited deposit of that much; a reward that needs
// no deposit counts against the day's caps per device, per IP and per upline (the agent whose
// downline claims), taken inside the claim's transaction so that any number of concurrent claims get
// exactly the cap and a claim that fails later gives its place back (REWARD_CAP_REACHED).
import {
  DEFAULT_REWARD_CAPS,
  REWARD_CAP_SCOPES,
  ZDeviceIdSchema,
  type TRewardCaps,
  type TRewardCapScope,
} from '@pavilion/contracts/reward-payout';
import type { Transaction } from 'kysely';
import type { TDatabase } from '@/db/tables.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './reward-claims.repo.ts';

/** Where a claim comes from (the route reads them from the request). */
export type TClaimOrigin = { ip: string | null; deviceId: string | null };

/** The request's origin: its address, and the web client's device id when it is well formed. */
export function claimOrigin(ip: string | undefined, deviceHeader: unknown): TClaimOrigin {
  const device = ZDeviceIdSchema.safeParse(deviceHeader);
  return { ip: ip ?? null, deviceId: device.success ? device.data : null };
}

export async function assertQualifyingDeposit(
  db: TLedgerDb,
  memberId: number,
  minDeposit: number | null,
): Promise<void> {
  if (minDeposit !== null && !(await repo.hasCreditedDeposit(db, memberId, minDeposit))) {
    throw new AppError('REWARD_DEPOSIT_REQUIRED', { data: { minDeposit } });
  }
}

export async function rewardCaps(db: TLedgerDb): Promise<TRewardCaps> {
  return (await repo.readCaps(db)) ?? DEFAULT_REWARD_CAPS;
}

export async function saveRewardCaps(
  db: TLedgerDb,
  caps: TRewardCaps,
  operatorId: number | null,
): Promise<TRewardCaps> {
  await repo.saveCaps(db, caps, operatorId);
  return rewardCaps(db);
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts a claim of a reward that needs no deposit, inside the claim's transaction; scopes are
 * taken in one fixed order (device, IP, upline), so two claims never wait on each other in a cycle.
 */
export async function takeNoDepositClaim(
  trx: Transaction<TDatabase>,
  c: { memberId: number; origin: TClaimOrigin; now: Date },
): Promise<void> {
  const caps = await rewardCaps(trx);
  const upline = await repo.uplineOf(trx, c.memberId);
  const keys: Record<TRewardCapScope, string | null> = {
    device: c.origin.deviceId,
    ip: c.origin.ip,
    upline: upline === null ? null : String(upline),
  };
  const day = utcDay(c.now);
  for (const scope of REWARD_CAP_SCOPES) {
    const key = keys[scope];
    const cap = caps[scope];
    if (key === null || cap === 0) {
      continue;
    }
    if (!(await repo.takeClaim(trx, { scope, key, day, cap }))) {
      throw new AppError('REWARD_CAP_REACHED', { data: { scope, cap } });
    }
  }
}
