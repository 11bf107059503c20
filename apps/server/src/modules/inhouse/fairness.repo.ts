// SQL of the provably-fair seed pairs: one active pair per member, the nonce taken atomically per
// round, client-seed changes and rotation (the old pair is revealed, a new one becomes active).
import type { Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';

type TDbOrTrx = TDb | Transaction<TDatabase>;

const PAIR_COLUMNS = [
  'id',
  'member_id',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'next_nonce',
  'active',
  'revealed_at',
] as const;

export type TSeedPairRow = NonNullable<Awaited<ReturnType<typeof findActivePair>>>;
export type TNewSeedPair = {
  memberId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
};

export async function findActivePair(db: TDbOrTrx, memberId: number) {
  return db
    .selectFrom('inhouse_seed_pairs')
    .select(PAIR_COLUMNS)
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** Locks the member's active pair until the transaction ends (rotation and seed changes). */
export async function lockActivePair(trx: Transaction<TDatabase>, memberId: number) {
  return trx
    .selectFrom('inhouse_seed_pairs')
    .select(PAIR_COLUMNS)
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts an active pair unless the member already has one (a concurrent first use). */
export async function insertPairIfNone(db: TDbOrTrx, pair: TNewSeedPair): Promise<void> {
  await db
    .insertInto('inhouse_seed_pairs')
    .values({
      member_id: pair.memberId,
      server_seed: pair.serverSeed,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
    })
    .onConflict((oc) => oc.column('member_id').where('active', '=', true).doNothing())
    .execute();
}

/** Takes the next nonce of the active pair; the row lock it holds orders rounds against rotation. */
export async function takeNonce(trx: Transaction<TDatabase>, memberId: number) {
  const row = await trx
    .updateTable('inhouse_seed_pairs')
    .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
    .executeTakeFirst();
  return row
    ? {
        pairId: row.id,
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: row.next_nonce - 1,
      }
    : undefined;
}

export async function updateClientSeed(
  trx: Transaction<TDatabase>,
  pairId: number,
  clientSeed: string,
): Promise<void> {
  await trx
    .updateTable('inhouse_seed_pairs')
    .set({ client_seed: clientSeed })
    .where('id', '=', pairId)
    .execute();
}

export async function revealPair(trx: Transaction<TDatabase>, pairId: number): Promise<void> {
  await trx
    .updateTable('inhouse_seed_pairs')
    .set({ active: false, revealed_at: new Date() })
    .where('id', '=', pairId)
    .execute();
}

/** The pairs of the given ids (recall shows each round's commitment and, once revealed, its seed). */
export async function findPairs(db: TDbOrTrx, ids: number[]) {
  if (ids.length === 0) {
    return [];
  }
  return db.selectFrom('inhouse_seed_pairs').select(PAIR_COLUMNS).where('id', 'in', ids).execute();
}

export async function hasOpenRound(db: TDbOrTrx, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('inhouse_rounds')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
