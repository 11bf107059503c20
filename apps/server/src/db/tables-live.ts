// Kysely row types of the live-style tables (migrations 0042_live_tables, 0046_live_table_admin), generated and narrowed.
import type { Generated } from 'kysely';
import type { TLiveResult, TRevealStep } from '@pavilion/games/live-tables/schemas';
import type { TLiveBets } from '@pavilion/contracts/live-tables';
import type * as S from './schema.generated.ts';
import type { TJsonColumn, TNarrow } from './tables-narrow.ts';

export type TLiveTablesTable = TNarrow<S.LiveTables, { game: TLiveResult['game'] }>;
export type TLiveRoundsTable = TNarrow<
  S.LiveRounds,
  {
    status: Generated<'open' | 'settled' | 'void'>;
    result: TJsonColumn<TLiveResult>;
    steps: TJsonColumn<TRevealStep[]>;
  }
>;
export type TLiveBetsTable = TNarrow<
  S.LiveBets,
  { status: Generated<'placed' | 'settled' | 'void'>; bets: TJsonColumn<TLiveBets> }
>;

export type TLiveTables = {
  live_tables: TLiveTablesTable;
  live_rounds: TLiveRoundsTable;
  live_bets: TLiveBetsTable;
};
