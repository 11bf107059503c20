// Bingo rooms and the fishing arcade (issue 17, decision 051), two in-house vendors paying through
// the seamless wallet in process (their vendors_seamless rows are added here; the secret column
// demands a value that is never used to sign).
// - bingo_games: one row per scheduled game of a room, created with its committed seed before its
//   sales open; its times are fixed at creation (opens_at, starts_at = sales close and first ball,
//   one ball every ball_ms). Sales allocate card numbers from cards_sold under the game's row lock;
//   the settlement claims the game by a guarded status update, so it runs once.
// - bingo_purchases: one seamless bet per purchase (cards first_card_no .. + cards − 1), one win
//   (0 for a loss) at settlement; (game_id, member_id, request_id) makes a retried purchase a replay.
// - fishing_seas: a shared sea whose fish are spawned from its public seed (everyone sees the same).
// - fishing_sessions / fishing_shots / fishing_batches: a player's session in a sea with its own
//   committed seed (shot k is nonce k); shots are stored as they are decided and reach the wallet
//   in batches keyed `fish:<session>:<batch>` (one bet of the stakes, one win of the wins).
// - fishing_kills: a fish dies once per sea, whoever shot it first.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into vendors_seamless (code, secret)
      values ('BINGO', md5(random()::text || clock_timestamp()::text) || md5(random()::text)),
             ('FISHING', md5(random()::text || clock_timestamp()::text) || md5(random()::text))
      on conflict (code) do nothing;

    create table bingo_rooms (
      id text primary key check (id ~ '^[a-z0-9-]{1,40}$'),
      name text not null,
      card_price bigint not null check (card_price > 0),
      max_cards integer not null check (max_cards between 1 and 100),
      sale_seconds integer not null check (sale_seconds >= 5),
      ball_ms integer not null check (ball_ms >= 500),
      sort integer not null default 0,
      enabled boolean not null default true
    );

    create table bingo_games (
      id bigserial primary key,
      room_id text not null references bingo_rooms (id),
      game_no integer not null check (game_no >= 0),
      server_seed text not null,
      seed_hash text not null,
      salt text not null,
      card_price bigint not null,
      ball_ms integer not null,
      opens_at timestamptz not null,
      starts_at timestamptz not null,
      ends_at timestamptz,
      status text not null default 'selling' check (status in ('selling', 'drawing', 'settled')),
      cards_sold integer not null default 0,
      -- the balls pushed to the room's stream so far: one instance claims each ball, so it goes out once
      balls_pushed integer not null default 0,
      result jsonb,
      unique (room_id, game_no)
    );
    create index bingo_games_due on bingo_games (status, starts_at) where status <> 'settled';

    create table bingo_purchases (
      id bigserial primary key,
      game_id bigint not null references bingo_games (id),
      member_id bigint not null references members (id),
      request_id text not null,
      first_card_no integer not null check (first_card_no >= 1),
      cards integer not null check (cards >= 1),
      amount bigint not null check (amount > 0),
      win bigint,
      status text not null default 'open' check (status in ('open', 'won', 'lost')),
      created_at timestamptz not null default now(),
      unique (game_id, member_id, request_id)
    );
    create index bingo_purchases_member on bingo_purchases (member_id, game_id);

    create table fishing_seas (
      id text primary key check (id ~ '^[a-z0-9-]{1,40}$'),
      name text not null,
      seed text not null,
      max_players integer not null check (max_players between 1 and 8),
      sort integer not null default 0
    );

    create table fishing_sessions (
      id bigserial primary key,
      sea_id text not null references fishing_seas (id),
      member_id bigint not null references members (id),
      session_id bigint not null,
      server_seed text not null,
      seed_hash text not null,
      client_seed text not null,
      shots integer not null default 0,
      staked bigint not null default 0,
      paid bigint not null default 0,
      balance_at_batch bigint not null,
      next_batch_no integer not null default 1,
      open_first_shot integer,
      open_shots integer not null default 0,
      open_staked bigint not null default 0,
      open_paid bigint not null default 0,
      open_since timestamptz,
      status text not null default 'open' check (status in ('open', 'closed')),
      opened_at timestamptz not null default now(),
      last_shot_at timestamptz not null default now(),
      closed_at timestamptz
    );
    create index fishing_sessions_open on fishing_sessions (sea_id) where status = 'open';
    create index fishing_sessions_member on fishing_sessions (member_id, id);

    create table fishing_shots (
      session_id bigint not null references fishing_sessions (id),
      shot_no integer not null,
      batch_no integer,
      weapon text not null check (weapon in ('cannon', 'bomb')),
      stake bigint not null,
      fish jsonb not null,
      cost bigint not null,
      payout bigint not null,
      kills jsonb not null,
      at timestamptz not null default now(),
      primary key (session_id, shot_no)
    );

    create table fishing_batches (
      session_id bigint not null references fishing_sessions (id),
      batch_no integer not null,
      key text not null unique,
      first_shot integer not null,
      last_shot integer not null,
      shots integer not null,
      staked bigint not null,
      paid bigint not null,
      status text not null default 'pending' check (status in ('pending', 'settled', 'void')),
      closed_at timestamptz not null default now(),
      primary key (session_id, batch_no)
    );
    create index fishing_batches_pending on fishing_batches (closed_at) where status = 'pending';

    create table fishing_kills (
      sea_id text not null references fishing_seas (id),
      fish_id text not null,
      session_id bigint not null,
      at timestamptz not null default now(),
      primary key (sea_id, fish_id)
    );

    insert into bingo_rooms (id, name, card_price, max_cards, sale_seconds, ball_ms, sort) values
      ('turbo', 'Turbo 75', 100, 20, 10, 1000, 1),
      ('classic', 'Classic 75', 200, 30, 30, 3000, 2),
      ('high-roller', 'High Roller 75', 1000, 10, 30, 3000, 3);
    insert into fishing_seas (id, name, seed, max_players, sort) values
      ('coral-reef', 'Coral Reef', encode(sha256(random()::text::bytea), 'hex'), 4, 1),
      ('deep-trench', 'Deep Trench', encode(sha256(random()::text::bytea), 'hex'), 4, 2);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists fishing_kills, fishing_batches, fishing_shots, fishing_sessions, fishing_seas,
      bingo_purchases, bingo_games, bingo_rooms;
    delete from vendors_seamless where code in ('BINGO', 'FISHING');
  `.execute(db);
}
