// PVP card tables (issue 17, decision 052): Hold'em cash tables and niuniu tables with a rotating
// banker. A table's whole state (the pure reducer's state, deck and seed included) is one jsonb
// column with a version: every action reads it, applies the reducer and writes it back only if the
// version is unchanged (optimistic concurrency), so a restart or a second instance continues the
// hand. `deadline` is when the server acts for the table (time-out, next hand, next round); the
// next hand's seed is drawn ahead and its hash shown before the deal. A sitting is one seamless
// round of the in-house PVP vendor: buy-in and top-ups are its bets, the cash-out its win.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into vendors_seamless (code, secret)
      values ('PVP', md5(random()::text || clock_timestamp()::text) || md5(random()::text))
      on conflict (code) do nothing;

    create table pvp_tables (
      id text primary key check (id ~ '^[a-z0-9-]{1,40}$'),
      game text not null check (game in ('holdem', 'niuniu')),
      sort integer not null default 0,
      enabled boolean not null default true,
      config jsonb not null,
      state jsonb not null,
      version integer not null default 0,
      deadline timestamptz,
      -- secret until it deals; its sha256 is public before the deal
      next_seed text not null,
      next_seed_hash text not null
    );
    create index pvp_tables_due on pvp_tables (deadline) where deadline is not null;

    create table pvp_sittings (
      id bigserial primary key,
      table_id text not null references pvp_tables (id),
      member_id bigint not null references members (id),
      seat integer not null,
      bought_in bigint not null check (bought_in > 0),
      top_ups integer not null default 0,
      cash_out bigint check (cash_out >= 0),
      status text not null default 'seated' check (status in ('seated', 'left')),
      sat_at timestamptz not null default now(),
      left_at timestamptz
    );
    create unique index pvp_sittings_one_seat on pvp_sittings (table_id, seat) where status = 'seated';
    create unique index pvp_sittings_one_member on pvp_sittings (table_id, member_id) where status = 'seated';
    create index pvp_sittings_member on pvp_sittings (member_id, id desc);

    create table pvp_hands (
      id bigserial primary key,
      table_id text not null references pvp_tables (id),
      hand_no integer not null check (hand_no > 0),
      salt text not null,
      seed_hash text not null,
      server_seed text not null,
      summary jsonb not null,
      rake bigint not null check (rake >= 0),
      ended_at timestamptz not null default now(),
      unique (table_id, hand_no)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table pvp_hands;
    drop table pvp_sittings;
    drop table pvp_tables;
    delete from vendors_seamless where code = 'PVP';
  `.execute(db);
}
