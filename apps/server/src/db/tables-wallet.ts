// Kysely row types of the wallet ledger (migration 0004_ledger). Money columns are BIGINT minor
// units parsed as numbers (all values stay below 2^53).
import type { ColumnType, Generated } from 'kysely';

export type TLedgerOwnerType = 'member' | 'house';
export type TLedgerPurpose = 'wallet' | 'games' | 'cashier' | 'trial' | 'adjustment' | 'bonus' | 'agent';

export type TLedgerAccountsTable = {
  id: Generated<number>;
  owner_type: TLedgerOwnerType;
  member_id: number | null;
  purpose: TLedgerPurpose;
  shard: Generated<number>;
  currency: Generated<string>;
  balance: Generated<number>;
  opening_balance: Generated<number>;
  last_entry_id: number | null;
  created_at: Generated<Date>;
};
export type TLedgerTransactionsTable = {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  fingerprint: string;
  description: Generated<string>;
  meta: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
};
export type TLedgerEntriesTable = {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  prev_entry_id: number | null;
  created_at: Generated<Date>;
};

export type TWalletTables = {
  ledger_accounts: TLedgerAccountsTable;
  ledger_transactions: TLedgerTransactionsTable;
  ledger_entries: TLedgerEntriesTable;
};
