// Live-style tables (issue 17, decision 050): the tables with their limits and timings, their rounds
// (each with its committed seed, its dealt result and reveal steps, and its phase times fixed when the
// row is made) and the players' bets (one seamless bet each, `lb<id>-bet`). The in-house LIVE vendor's
// row in vendors_seamless is added here; its secret never signs (the tables call the wallet in process).
// (table_id, round_no) makes a round once whichever instance makes it; a round settles once by the
// guarded update of its status; a bet is paid once by its own transaction ids.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into vendors_seamless (code, secret)
      values ('LIVE', md5(random()::text || clock_timestamp()::text) || md5(random()::text))
      on conflict (code) do nothing;

    create table live_tables (
      id text primary key check (id ~ '^[a-z0-9-]{1,40}$'),
      game text not null check (game in ('baccarat', 'roulette', 'dragon-tiger', 'sic-bo')),
      sort integer not null default 0,
      enabled boolean not null default true,
      min_bet bigint not null check (min_bet > 0),
      max_bet bigint not null check (max_bet >= min_bet),
      betting_ms integer not null check (betting_ms >= 3000),
      step_ms integer not null check (step_ms >= 200),
      pause_ms integer not null check (pause_ms >= 0)
    );

    create table live_rounds (
      id bigserial primary key,
      table_id text not null references live_tables (id),
      round_no integer not null check (round_no > 0),
      salt text not null,
      seed_hash text not null,
      -- secret until the round is settled; never sent before
      server_seed text not null,
      result jsonb not null,
      steps jsonb not null,
      opens_at timestamptz not null,
      closes_at timestamptz not null,
      reveal_at timestamptz not null,
      settles_at timestamptz not null,
      next_opens_at timestamptz not null,
      status text not null default 'open' check (status in ('open', 'settled')),
      settled_at timestamptz,
      unique (table_id, round_no)
    );
    create index live_rounds_due on live_rounds (settles_at) where status = 'open';

    create table live_bets (
      id bigserial primary key,
      round_id bigint not null references live_rounds (id),
      table_id text not null references live_tables (id),
      member_id bigint not null references members (id),
      bets jsonb not null,
      stake bigint not null check (stake > 0),
      payout bigint check (payout >= 0),
      status text not null default 'placed' check (status in ('placed', 'settled')),
      wallet_done boolean not null default true,
      placed_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (round_id, id)
    );
    create index live_bets_round on live_bets (round_id, member_id);
    create index live_bets_member on live_bets (member_id, id desc);
    create index live_bets_wallet on live_bets (id) where not wallet_done;

    insert into live_tables (id, game, sort, min_bet, max_bet, betting_ms, step_ms, pause_ms) values
      ('baccarat-1', 'baccarat', 1, 100, 500000, 15000, 1000, 4000),
      ('baccarat-2', 'baccarat', 2, 1000, 2000000, 20000, 1200, 4000),
      ('roulette-1', 'roulette', 3, 100, 200000, 20000, 3000, 4000),
      ('dragon-tiger-1', 'dragon-tiger', 4, 100, 500000, 12000, 1000, 3000),
      ('sic-bo-1', 'sic-bo', 5, 100, 200000, 15000, 1000, 4000);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table live_bets;
    drop table live_rounds;
    drop table live_tables;
    delete from vendors_seamless where code = 'LIVE';
  `.execute(db);
}
