// Ledger invariants checked over a whole database, for any test that moves money (property,
// concurrency, crash tests): returns what is wrong, an empty list when the ledger is sound.
import type { Kysely } from 'kysely';
import type { TDatabase } from '@/db/tables.ts';

/** Rows in the ledger tables: a refused operation must leave these unchanged. */
export async function ledgerCounts(db: Kysely<TDatabase>): Promise<{ tx: number; entries: number }> {
  const tx = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { tx: Number(tx.n), entries: Number(entries.n) };
}

/**
 * No member balance below zero; every transaction's entries sum to zero; per account the entries
 * form one chain (prev_entry_id = the entry before, first one null), each balance_after is the
 * previous one (or the opening balance) plus the amount, and the account's balance and
 * last_entry_id are the end of that chain.
 */
export async function findLedgerViolations(db: Kysely<TDatabase>): Promise<string[]> {
  const problems: string[] = [];
  const negative = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('owner_type', '=', 'member')
    .where('balance', '<', 0)
    .execute();
  for (const a of negative) {
    problems.push(`member account ${a.id} has negative balance ${a.balance}`);
  }
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['transaction_id', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy('transaction_id')
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute();
  for (const tx of unbalanced) {
    problems.push(`transaction ${tx.transaction_id} entries sum to ${tx.total}`);
  }
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['id', 'account_id', 'amount', 'balance_after', 'prev_entry_id'])
    .orderBy('id')
    .execute();
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'opening_balance', 'last_entry_id'])
    .execute();
  const byAccount = new Map<number, typeof entries>();
  for (const e of entries) {
    const list = byAccount.get(Number(e.account_id)) ?? [];
    list.push(e);
    byAccount.set(Number(e.account_id), list);
  }
  for (const account of accounts) {
    let running = Number(account.opening_balance);
    let prev: number | null = null;
    for (const e of byAccount.get(Number(account.id)) ?? []) {
      running += Number(e.amount);
      const linked = e.prev_entry_id === null ? null : Number(e.prev_entry_id);
      if (linked !== prev) {
        problems.push(`entry ${e.id} of account ${account.id} links to ${linked}, expected ${prev}`);
      }
      if (Number(e.balance_after) !== running) {
        problems.push(
          `entry ${e.id} of account ${account.id} has balance_after ${e.balance_after}, expected ${running}`,
        );
      }
      prev = Number(e.id);
    }
    if (Number(account.balance) !== running) {
      problems.push(`account ${account.id} balance ${account.balance} != opening + entries ${running}`);
    }
    const last = account.last_entry_id === null ? null : Number(account.last_entry_id);
    if (last !== prev) {
      problems.push(`account ${account.id} last_entry_id ${last}, expected ${prev}`);
    }
  }
  return problems;
}
