// Kysely row types of the PVP card tables (migration 0044_pvp_cards), generated and narrowed. The
// state and config columns hold the shape of the table's game (modules/pvp/pvp-tables.ts); they are
// read as unknown and narrowed by the game column where they are used.
import type { Generated } from 'kysely';
import type * as S from './schema.generated.ts';
import type { TJsonColumn, TNarrow } from './tables-narrow.ts';

export type TPvpTablesTable = TNarrow<
  S.PvpTables,
  { game: 'holdem' | 'niuniu'; config: TJsonColumn<unknown>; state: TJsonColumn<unknown> }
>;
export type TPvpSittingsTable = TNarrow<S.PvpSittings, { status: Generated<'seated' | 'left'> }>;
export type TPvpHandsTable = TNarrow<S.PvpHands, { summary: TJsonColumn<unknown> }>;

export type TPvpTables = {
  pvp_tables: TPvpTablesTable;
  pvp_sittings: TPvpSittingsTable;
  pvp_hands: TPvpHandsTable;
};
