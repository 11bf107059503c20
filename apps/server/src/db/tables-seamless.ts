// Kysely row types of the seamless-wallet tables (migration 0005_seamless): vendors and their
// secrets, launch tokens, applied vendor operations, bets, rounds and rollback tombstones.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TSeamlessBetStatus = 'open' | 'settled' | 'rolled_back';

export type TVendorsSeamlessTable = {
  code: string;
  secret: string;
  enabled: Generated<boolean>;
  currency: Generated<string>;
  created_at: Generated<Date>;
};
export type TSeamlessLaunchTokensTable = {
  token_hash: Buffer;
  member_id: number;
  session_id: number;
  vendor_code: string;
  node_id: number | null;
  game_type: string | null;
  catalogue_vendor: string | null;
  created_at: Generated<Date>;
};
export type TSeamlessTransactionsTable = {
  id: Generated<number>;
  vendor_code: string;
  vendor_tx_id: string;
  op: 'bet' | 'win' | 'rollback';
  fingerprint: string;
  member_id: number;
  result: unknown;
  created_at: Generated<Date>;
};
export type TSeamlessBetsTable = {
  id: Generated<number>;
  vendor_code: string;
  bet_tx_id: string;
  member_id: number;
  round_id: string;
  game_code: string;
  node_id: number | null;
  game_type: string;
  catalogue_vendor: string | null;
  amount: number;
  win_amount: Generated<number>;
  status: Generated<TSeamlessBetStatus>;
  closing_tx_id: string | null;
  placed_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};
export type TSeamlessRoundsTable = {
  vendor_code: string;
  member_id: number;
  round_id: string;
  closed_at: Generated<Date>;
};
export type TSeamlessTombstonesTable = { vendor_code: string; bet_tx_id: string; member_id: number; created_at: Generated<Date> };

export type TSeamlessTables = {
  vendors_seamless: TVendorsSeamlessTable;
  seamless_launch_tokens: TSeamlessLaunchTokensTable;
  seamless_transactions: TSeamlessTransactionsTable;
  seamless_bets: TSeamlessBetsTable;
  seamless_rounds: TSeamlessRoundsTable;
  seamless_tombstones: TSeamlessTombstonesTable;
};
