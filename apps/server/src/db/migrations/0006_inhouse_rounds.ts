// The in-house game service: each member's provably-fair seed pairs and every round played
// (inputs, outcome or open state, stakes, payout, balances, RNG inputs) so any round replays.
// Money itself lives in the ledger and moves only through the seamless API; a round refers to its
// seamless transactions by the ids it derives from its own id (`r<id>-bet`, `r<id>-bet2`, …,
// `r<id>-win`). `settling` marks an outcome that is final with only the win left to send;
// `pending_bet` a bet sent whose answer was not recorded yet (resolved by rolling it back);
// `bets` the bet transaction ids the wallet confirmed; `step` is the state's version, compared on
// every write, so two concurrent actions on one round cannot both apply.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table inhouse_seed_pairs (
      id bigserial primary key,
      member_id bigint not null references members(id),
      server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
      server_seed_hash text not null,
      client_seed text not null,
      next_nonce bigint not null default 0 check (next_nonce >= 0),
      active boolean not null default true,
      created_at timestamptz not null default now(),
      revealed_at timestamptz,
      check (active = (revealed_at is null))
    );
    create unique index inhouse_seed_pairs_active_idx on inhouse_seed_pairs (member_id) where active;

    create table inhouse_rounds (
      id bigserial primary key,
      member_id bigint not null references members(id),
      request_id text not null,
      node_id integer not null,
      engine text not null,
      theme text,
      status text not null check (status in ('open', 'settled', 'failed')),
      input jsonb not null,
      outcome jsonb not null,
      stake bigint not null check (stake > 0),
      step integer not null default 0,
      settling boolean not null default false,
      bet_seq integer not null default 1 check (bet_seq >= 1),
      pending_bet text,
      bets jsonb not null default '[]',
      stake_debited bigint not null default 0 check (stake_debited >= 0),
      payout bigint not null default 0 check (payout >= 0),
      balance_before bigint,
      balance_after bigint,
      player_id text,
      failure text,
      seed_pair_id bigint not null references inhouse_seed_pairs(id),
      client_seed text not null,
      nonce bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (member_id, request_id),
      unique (seed_pair_id, nonce)
    );
    create unique index inhouse_rounds_open_idx on inhouse_rounds (member_id, node_id) where status = 'open';
    create index inhouse_rounds_recall_idx on inhouse_rounds (member_id, node_id, id desc) where status <> 'failed';
    create index inhouse_rounds_member_idx on inhouse_rounds (member_id, id desc) where status <> 'failed';
    create index inhouse_rounds_unsettled_idx on inhouse_rounds (id) where status = 'open';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists inhouse_rounds, inhouse_seed_pairs;`.execute(db);
}
