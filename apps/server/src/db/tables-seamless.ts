// Kysely row types of the seamless-wallet tables (migration 0005_seamless), generated and
// narrowed: vendors and their secrets, launch tokens, applied vendor operations, bets, rounds and
// rollback tombstones.
import type { Generated } from 'kysely';
import type * as S from './schema.generated.ts';
import type { TNarrow } from './tables-narrow.ts';

export type TSeamlessBetStatus = 'open' | 'settled' | 'rolled_back';

export type TVendorsSeamlessTable = S.VendorsSeamless;
export type TSeamlessLaunchTokensTable = S.SeamlessLaunchTokens;
export type TSeamlessTransactionsTable = TNarrow<S.SeamlessTransactions, { op: 'bet' | 'win' | 'rollback' }>;
export type TSeamlessBetsTable = TNarrow<S.SeamlessBets, { status: Generated<TSeamlessBetStatus> }>;
export type TSeamlessRoundsTable = S.SeamlessRounds;
export type TSeamlessTombstonesTable = S.SeamlessTombstones;

export type TSeamlessTables = {
  vendors_seamless: TVendorsSeamlessTable;
  seamless_launch_tokens: TSeamlessLaunchTokensTable;
  seamless_transactions: TSeamlessTransactionsTable;
  seamless_bets: TSeamlessBetsTable;
  seamless_rounds: TSeamlessRoundsTable;
  seamless_tombstones: TSeamlessTombstonesTable;
};
