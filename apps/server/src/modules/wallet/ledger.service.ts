// The wallet ledger's API for every module that moves money: postings (double-entry, idempotent,
// one database round trip through ledger_post, see ledger.repo.ts), member wallets and the sharded
// house accounts. Amounts are signed integer minor units; a member wallet never goes negative.
import { LEDGER_KINDS, type TLedgerKind } from '@pavilion/contracts/wallet';
import type { TLedgerPurpose } from '@/db/tables-wallet.ts';
import { AppError } from '@/shared/app-error.ts';
import { dbRefusalError } from '@/shared/db-refusal.ts';
import * as repo from './ledger.repo.ts';
import type { TLedgerDb } from './ledger.repo.ts';

/** House rows per purpose: shards 0..63 (0004 created 0..7, 0016 added 8..63; decision 023). */
export const HOUSE_SHARD_COUNT = 64;
const MAX_KEY_LENGTH = 200;

export type TLeg = { accountId: number; amount: number };
export type THousePurpose = 'games' | 'cashier' | 'trial' | 'adjustment' | 'bonus';
export type TPostRequest = {
  idempotencyKey: string;
  kind: TLedgerKind;
  legs: TLeg[];
  description: string;
  meta?: Record<string, unknown>;
};
export type TPostResult = { transactionId: string; replayed: boolean; balances: number[] };
export type TMemberMovement = {
  idempotencyKey: string;
  kind: TLedgerKind;
  memberId: number;
  /** signed: positive credits the member, negative debits them */
  amount: number;
  counterparty: THousePurpose;
  description: string;
  meta?: Record<string, unknown>;
};

function invalid(message: string): AppError {
  return new AppError('VALIDATION_FAILED', { message });
}

function isSafeAmount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n !== 0;
}

function checkCommon(key: unknown, kind: unknown): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw invalid('idempotency key must be 1-200 characters');
  }
  if (!(LEDGER_KINDS as readonly unknown[]).includes(kind)) {
    throw invalid('unknown ledger kind');
  }
}

/** Rejects malformed legs before the database sees them. */
export function validateLegs(legs: TLeg[]): void {
  if (!Array.isArray(legs) || legs.length < 2) {
    throw invalid('a posting needs at least two legs');
  }
  let sum = 0n;
  const seen = new Set<number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.accountId) || leg.accountId <= 0 || seen.has(leg.accountId)) {
      throw invalid('each leg needs a distinct positive account id');
    }
    if (!isSafeAmount(leg.amount)) {
      throw invalid('amounts must be non-zero integers of minor units');
    }
    seen.add(leg.accountId);
    sum += BigInt(leg.amount);
  }
  if (sum !== 0n) {
    throw invalid('legs must sum to zero');
  }
}

/** Maps ledger_post's exceptions to catalogue errors; anything else is rethrown. */
function mapLedgerError(error: unknown, notFound: 'NOT_FOUND' | 'PLAYER_NOT_FOUND'): never {
  throw dbRefusalError(error, { notFound }) ?? error;
}

function toResult(row: repo.TPostRow): TPostResult {
  const raw = typeof row.balances === 'string' ? row.balances.replace(/[{}]/g, '').split(',') : row.balances;
  return {
    transactionId: String(row.transaction_id),
    replayed: row.replayed,
    balances: raw.map((b) => Number(b)),
  };
}

export async function postTransaction(db: TLedgerDb, req: TPostRequest): Promise<TPostResult> {
  checkCommon(req.idempotencyKey, req.kind);
  validateLegs(req.legs);
  try {
    const row = await repo.callLedgerPost(db, {
      key: req.idempotencyKey,
      kind: req.kind,
      accountIds: req.legs.map((l) => l.accountId),
      amounts: req.legs.map((l) => l.amount),
      description: req.description,
      meta: req.meta ?? {},
    });
    return toResult(row);
  } catch (error) {
    mapLedgerError(error, 'NOT_FOUND');
  }
}

export async function memberWallet(
  db: TLedgerDb,
  memberId: number,
): Promise<{ accountId: number; balance: number; currency: string }> {
  const row = Number.isSafeInteger(memberId) ? await repo.findMemberWallet(db, memberId) : undefined;
  if (!row) {
    throw new AppError('PLAYER_NOT_FOUND');
  }
  return { accountId: Number(row.id), balance: Number(row.balance), currency: row.currency };
}

/**
 * The order in which a batch of members' postings should run (house shard, then member): a posting
 * locks its house shard, then the wallet, so batches written in this order never wait on each other
 * in a cycle.
 */
export function byHouseShardThenMember(a: number, b: number): number {
  return (a % HOUSE_SHARD_COUNT) - (b % HOUSE_SHARD_COUNT) || a - b;
}

// House account ids never change once migrated, so they are cached per database handle.
const houseCache = new WeakMap<object, Map<TLedgerPurpose, number[]>>();

/** Id of house account `purpose`, shard (shardKey mod HOUSE_SHARD_COUNT): spreading writes over its rows. */
export async function houseAccount(db: TLedgerDb, purpose: THousePurpose, shardKey: number): Promise<number> {
  let perDb = houseCache.get(db);
  if (!perDb) {
    perDb = new Map();
    houseCache.set(db, perDb);
  }
  let ids = perDb.get(purpose);
  if (!ids) {
    ids = await repo.listHouseShards(db, purpose);
    if (ids.length !== HOUSE_SHARD_COUNT) {
      throw new Error(`house account ${purpose} has ${ids.length} shards`);
    }
    perDb.set(purpose, ids);
  }
  const shard = ((Math.trunc(shardKey) % HOUSE_SHARD_COUNT) + HOUSE_SHARD_COUNT) % HOUSE_SHARD_COUNT;
  return ids[Number.isFinite(shard) ? shard : 0] as number;
}

/** Moves `amount` between a member's wallet and a house account (shard by member id). */
export async function postMemberMovement(
  db: TLedgerDb,
  m: TMemberMovement,
): Promise<TPostResult & { balance: number }> {
  checkCommon(m.idempotencyKey, m.kind);
  if (!isSafeAmount(m.amount)) {
    throw invalid('amount must be a non-zero integer of minor units');
  }
  if (!Number.isSafeInteger(m.memberId) || m.memberId <= 0) {
    throw new AppError('PLAYER_NOT_FOUND');
  }
  const house = await houseAccount(db, m.counterparty, m.memberId);
  try {
    const row = await repo.callLedgerPostForMember(db, {
      key: m.idempotencyKey,
      kind: m.kind,
      memberId: m.memberId,
      otherAccountId: house,
      amounts: [m.amount, -m.amount],
      description: m.description,
      meta: m.meta ?? {},
    });
    const result = toResult(row);
    return { ...result, balance: result.balances[0] ?? 0 };
  } catch (error) {
    mapLedgerError(error, 'PLAYER_NOT_FOUND');
  }
}
