// The in-house sportsbook (issue 16, decision 048): events, markets and selections written by the
// feed job, odds history, a feed cursor per fixture, versioned results, tickets and their legs.
// Unique keys make every feed step (the cursor, moved in the step's transaction) and every money
// step (ledger keys per ticket, per settlement chunk and per result version) apply once.
// The wallet side keeps the seamless semantics of decision 009 per ticket, as the lottery does
// (decisions 031, 039): a ticket is a seamless bet `sb<id>-bet` (round `sb<id>`) closed by
// `sb<id>-win` or rolled back by `sb<id>-bet-rb`, so betting record, P&L and agent reports see it.
// The functions are in 0039_sportsbook-functions.ts.
import { sql, type Kysely } from 'kysely';
import { SPORTS_FUNCTIONS } from './0039_sportsbook-functions.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into vendors_seamless (code, secret)
      values ('SPORTSBOOK', md5(random()::text || clock_timestamp()::text) || md5(random()::text))
      on conflict (code) do nothing;
    insert into notification_types (type) values ('sports_won') on conflict do nothing;

    create table sports_events (
      id bigserial primary key,
      feed_id text not null unique,
      sport text not null,
      vertical text not null,
      league text not null,
      home text not null,
      away text not null,
      starts_at timestamptz not null,
      -- a cockfight's betting window closes before the fight; null: open while a market is open
      closes_at timestamptz,
      fight_no integer,
      status text not null default 'scheduled'
        check (status in ('scheduled', 'live', 'suspended', 'ended', 'settled', 'cancelled')),
      score jsonb,
      period text,
      clock text,
      result jsonb,
      -- bumped by every result (feed end, feed correction, operator correction); settlement has
      -- caught up when settled_version reaches it
      result_version integer not null default 0,
      settled_version integer not null default 0,
      updated_at timestamptz not null default now()
    );
    create index sports_events_starts_idx on sports_events (starts_at);
    create index sports_events_unsettled_idx on sports_events (id) where result_version > settled_version;

    create table sports_markets (
      id bigserial primary key,
      event_id bigint not null references sports_events(id),
      feed_key text not null,
      kind text not null,
      line_q integer,
      param integer,
      -- stays open after the start (else it closes when the event goes live)
      in_play boolean not null default false,
      status text not null default 'open' check (status in ('open', 'suspended', 'closed', 'settled', 'void')),
      unique (event_id, feed_key)
    );

    create table sports_selections (
      id bigserial primary key,
      market_id bigint not null references sports_markets(id),
      feed_key text not null,
      key text not null,
      -- an outright competitor's name; null for the fixed keys
      label text,
      odds1000 integer not null check (odds1000 >= 1001),
      -- the leg outcome under the event's current result (null until resulted)
      outcome text check (outcome in ('win', 'lose', 'push', 'half_win', 'half_lose', 'void')),
      unique (market_id, key),
      unique (market_id, feed_key)
    );

    create table sports_odds_history (
      id bigserial primary key,
      selection_id bigint not null references sports_selections(id),
      odds1000 integer not null,
      at timestamptz not null
    );
    create index sports_odds_history_selection_idx on sports_odds_history (selection_id, at);

    -- the last applied step of each fixture's timeline, moved in the step's own transaction
    create table sports_feed_cursors (
      feed_id text primary key,
      event_id bigint not null references sports_events(id),
      next_step integer not null default 0,
      done boolean not null default false,
      updated_at timestamptz not null default now()
    );
    create index sports_feed_cursors_open_idx on sports_feed_cursors (feed_id) where not done;

    create table sports_results (
      event_id bigint not null references sports_events(id),
      version integer not null,
      result jsonb not null,
      source text not null check (source in ('feed', 'operator')),
      operator_id bigint,
      created_at timestamptz not null default now(),
      primary key (event_id, version)
    );

    create table sports_tickets (
      id bigserial primary key,
      member_id bigint not null references members(id),
      request_id text not null,
      bet_type text not null check (bet_type in ('single', 'accumulator', 'system')),
      system_kind text,
      lines integer not null check (lines > 0),
      stake_per_line bigint not null check (stake_per_line > 0),
      stake_total bigint not null check (stake_total > 0),
      potential_return bigint not null,
      accept_odds text not null,
      vertical text not null,
      -- the vendor tile the member came through (IBC, SBT, UG, TFG, IMES, SV388), for records
      vendor_code text not null,
      -- its seamless_bets row (sb<id>-bet), so settlement closes bets by primary key
      bet_id bigint not null,
      status text not null default 'open'
        check (status in ('open', 'won', 'half_won', 'lost', 'half_lost', 'push', 'void', 'cashed_out')),
      -- everything credited back for this ticket so far (win, refund, cash-out, adjustments)
      payout bigint not null default 0 check (payout >= 0),
      -- set by a result correction of one of its events; cleared when the difference is posted
      resettle_key text,
      placed_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (member_id, request_id)
    );
    create index sports_tickets_member_idx on sports_tickets (member_id, placed_at desc);
    create index sports_tickets_resettle_idx on sports_tickets (id) where resettle_key is not null;

    create table sports_ticket_legs (
      ticket_id bigint not null references sports_tickets(id),
      leg_no smallint not null,
      event_id bigint not null references sports_events(id),
      market_id bigint not null references sports_markets(id),
      selection_id bigint not null references sports_selections(id),
      odds1000 integer not null check (odds1000 >= 1001),
      primary key (ticket_id, leg_no)
    );
    create index sports_ticket_legs_event_idx on sports_ticket_legs (event_id, ticket_id);
  `.execute(db);
  await sql.raw(SPORTS_FUNCTIONS).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function if exists sports_place_ticket, sports_settle_chunk, sports_resettle_ticket, sports_cash_out, sports_ticket_sig, sports_lock_events;
    drop table if exists sports_ticket_legs, sports_tickets, sports_results, sports_feed_cursors,
      sports_odds_history, sports_selections, sports_markets, sports_events;
    delete from notifications where type = 'sports_won';
    delete from notification_types where type = 'sports_won';
    delete from vendors_seamless where code = 'SPORTSBOOK';
  `.execute(db);
}
