// Kysely row types of the wallet ledger (migration 0004_ledger), generated and narrowed. Money
// columns are BIGINT minor units parsed as numbers (type-parsers.ts).
import type * as S from './schema.generated.ts';
import type { TJsonColumn, TNarrow } from './tables-narrow.ts';

export type TLedgerOwnerType = 'member' | 'house';
export type TLedgerPurpose = 'wallet' | 'games' | 'cashier' | 'trial' | 'adjustment' | 'bonus' | 'agent';

export type TLedgerAccountsTable = TNarrow<
  S.LedgerAccounts,
  { owner_type: TLedgerOwnerType; purpose: TLedgerPurpose }
>;
export type TLedgerTransactionsTable = TNarrow<
  S.LedgerTransactions,
  { meta: TJsonColumn<Record<string, unknown>, string | undefined> }
>;
export type TLedgerEntriesTable = S.LedgerEntries;
/** 0058: bonus money's locks (modules/money, decision 061) */
export type TBonusLocksTable = TNarrow<
  S.BonusLocks,
  {
    source: 'promotion' | 'mission' | 'red_envelope' | 'reward' | 'adjustment';
    release_reason: 'met' | 'waived' | 'forfeited' | null;
  }
>;

export type TWalletTables = {
  ledger_accounts: TLedgerAccountsTable;
  ledger_transactions: TLedgerTransactionsTable;
  ledger_entries: TLedgerEntriesTable;
  bonus_locks: TBonusLocksTable;
};
