// SQL of the wallet ledger: the one-round-trip posting (ledger_post, db/functions/ledger_post.sql,
// decision 060), member wallet accounts and the house shard rows.
//
// Database function (other plpgsql, e.g. the seamless_* functions in db/functions/, may call it):
//   ledger_post(p_key text, p_kind text, p_account_ids bigint[], p_amounts bigint[], p_description text, p_meta jsonb)
//     returns table(transaction_id bigint, replayed boolean, balances bigint[])
//   amounts signed (sum 0, >= 2 legs, none zero, each account once); balances in p_account_ids order;
//   a replay (same key, same kind/accounts/amounts) returns the first transaction id, replayed = true
//   and the CURRENT balances. Errors: errcode P0001 with message
//   'INSUFFICIENT_FUNDS:<accountId>:<balance>' | 'DUPLICATE_TRANSACTION' | 'INVALID_LEGS:<why>' |
//   'ACCOUNT_NOT_FOUND:<accountId>' | 'CURRENCY_MISMATCH'.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type { TLedgerPurpose } from '@/db/tables-wallet.ts';

export type TLedgerDb = TDb | Transaction<TDatabase> | Kysely<TDatabase>;
export type TPostRow = {
  transaction_id: number | string;
  replayed: boolean;
  balances: (number | string)[] | string;
};

export type TPostInput = {
  key: string;
  kind: string;
  accountIds: number[];
  amounts: number[];
  description: string;
  meta: Record<string, unknown>;
};

export async function callLedgerPost(db: TLedgerDb, p: TPostInput): Promise<TPostRow> {
  const { rows } = await sql<TPostRow>`select transaction_id, replayed, balances from ledger_post(
    ${p.key}, ${p.kind}, ${p.accountIds}::bigint[], ${p.amounts}::bigint[], ${p.description}, ${JSON.stringify(p.meta)}::jsonb)`.execute(
    db,
  );
  const row = rows[0];
  if (!row) {
    throw new Error('ledger_post returned no row');
  }
  return row;
}

/** Posting whose first leg is a member's wallet, resolved inside the same statement. */
export async function callLedgerPostForMember(
  db: TLedgerDb,
  p: Omit<TPostInput, 'accountIds'> & { memberId: number; otherAccountId: number },
): Promise<TPostRow> {
  const { rows } = await sql<TPostRow>`select transaction_id, replayed, balances from ledger_post(
    ${p.key}, ${p.kind},
    array[(select id from ledger_accounts where member_id = ${p.memberId} and purpose = 'wallet'), ${p.otherAccountId}]::bigint[],
    ${p.amounts}::bigint[], ${p.description}, ${JSON.stringify(p.meta)}::jsonb)`.execute(db);
  const row = rows[0];
  if (!row) {
    throw new Error('ledger_post returned no row');
  }
  return row;
}

export function findMemberWallet(db: TLedgerDb, memberId: number) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'currency'])
    .where('member_id', '=', memberId)
    .where('purpose', '=', 'wallet')
    .executeTakeFirst();
}

export async function insertMemberWallet(db: TLedgerDb, memberId: number, currency: string): Promise<number> {
  const row = await db
    .insertInto('ledger_accounts')
    .values({ owner_type: 'member', member_id: memberId, purpose: 'wallet', currency, last_entry_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** House shard account ids of one purpose, indexed by shard. */
export async function listHouseShards(db: TLedgerDb, purpose: TLedgerPurpose): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'shard'])
    .where('owner_type', '=', 'house')
    .where('purpose', '=', purpose)
    .orderBy('shard')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether a posting with this idempotency key exists (a retry is replayed before any rule is read again). */
export async function transactionKeyExists(db: TLedgerDb, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}
