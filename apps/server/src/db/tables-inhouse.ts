// Kysely row types of the in-house game service tables (migration 0006_inhouse_rounds).
import type { ColumnType, Generated } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;

export type TInhouseSeedPairsTable = {
  id: Generated<number>;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  revealed_at: NullableTimestamp;
};

export type TInhouseRoundStatus = 'open' | 'settled' | 'failed';

export type TInhouseRoundsTable = {
  id: Generated<number>;
  member_id: number;
  request_id: string;
  node_id: number;
  engine: string;
  theme: string | null;
  status: TInhouseRoundStatus;
  /** the engine's input so far (JSON text on write) */
  input: Json;
  /** the settled outcome, or the open multi-step state (server-side: it may hold the deck) */
  outcome: Json;
  stake: number;
  /** version of the round's state; every write compares it (one action at a time) */
  step: Generated<number>;
  /** the outcome is final; only the win (or a rollback) remains */
  settling: Generated<boolean>;
  /** the last seamless bet number issued: bet 1 is `r<id>-bet`, bet k is `r<id>-bet<k>` */
  bet_seq: Generated<number>;
  /** transaction id of a bet sent but not yet confirmed */
  pending_bet: string | null;
  /** bet transaction ids the wallet confirmed (JSON text on write) */
  bets: ColumnType<unknown, string | undefined, string>;
  stake_debited: Generated<number>;
  payout: Generated<number>;
  balance_before: number | null;
  balance_after: number | null;
  player_id: string | null;
  failure: string | null;
  seed_pair_id: number;
  client_seed: string;
  nonce: number;
  created_at: Generated<Date>;
  /** last write; a round untouched for a while was left by its request */
  updated_at: Generated<Date>;
  settled_at: NullableTimestamp;
};

export type TInhouseTables = {
  inhouse_seed_pairs: TInhouseSeedPairsTable;
  inhouse_rounds: TInhouseRoundsTable;
};
