// Kysely row types of the in-house game service tables (migration 0006_inhouse_rounds), generated
// and narrowed. input, outcome and bets are jsonb: written as JSON text, read parsed.
import type * as S from './schema.generated.ts';
import type { TNarrow } from './tables-narrow.ts';

export type TInhouseRoundStatus = 'open' | 'settled' | 'failed';

export type TInhouseSeedPairsTable = S.InhouseSeedPairs;
export type TInhouseRoundsTable = TNarrow<S.InhouseRounds, { status: TInhouseRoundStatus }>;

export type TInhouseTables = {
  inhouse_seed_pairs: TInhouseSeedPairsTable;
  inhouse_rounds: TInhouseRoundsTable;
};
