// Points mall and missions (issue 13, decision 036).
// - point_rates: points per bet unit by point type (spec §3); points_settings: the conversion rate.
// - points_balances: one row per member, never negative (a spend is one guarded update);
//   points_transactions: every change, unique by source_key (bet:<id>, deposit:<id>,
//   redeem:<id>, refund:<id>, convert:<member>:<request>), so the crediting job and every retry
//   apply a bet, a deposit or a request once. Points never expire (spec §9): nothing deletes them.
// - points_goods / points_redemptions: goods with points and amount requirements; redemptions
//   in process / rejected / approved (spec §4), unique per member and request id.
// - missions / mission_claims: one claim per member, mission and period (the reward's ledger
//   key carries the same triple).
// - points_credit_state: how far the crediting job has read settled bets and credited deposits;
//   it starts at the installation (bets settled before the points system existed earn nothing).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table point_rates (
      point_type text primary key check (point_type in ('live', 'lottery', 'pvp', 'slots', 'sports', 'deposit')),
      bet_unit bigint not null check (bet_unit > 0),
      points_ratio integer not null check (points_ratio >= 0),
      enabled boolean not null default true,
      updated_at timestamptz not null default now()
    );
    insert into point_rates (point_type, bet_unit, points_ratio) values
      ('live', 1000, 1), ('lottery', 1000, 1), ('pvp', 1000, 1), ('slots', 1000, 1),
      ('sports', 1000, 1), ('deposit', 10000, 5);

    create table points_settings (
      id integer primary key check (id = 1),
      convert_minor_per_point integer not null check (convert_minor_per_point > 0),
      convert_min_points integer not null check (convert_min_points > 0),
      updated_at timestamptz not null default now()
    );
    insert into points_settings (id, convert_minor_per_point, convert_min_points) values (1, 1, 100);

    create table points_balances (
      member_id bigint primary key references members (id),
      balance bigint not null default 0 check (balance >= 0),
      earned_total bigint not null default 0
    );

    create table points_transactions (
      id bigserial primary key,
      member_id bigint not null references members (id),
      kind text not null check (kind in ('earn', 'redeem', 'refund', 'convert', 'adjust')),
      point_type text check (point_type in ('live', 'lottery', 'pvp', 'slots', 'sports', 'deposit', 'redeem')),
      points bigint not null check (points <> 0),
      source_key text not null unique,
      remark text not null default '',
      created_at timestamptz not null default now()
    );
    create index points_transactions_member_idx on points_transactions (member_id, id desc);

    create table points_goods (
      id bigserial primary key,
      name_en text not null,
      name_zh text not null,
      name_km text not null,
      description_en text not null default '',
      description_zh text not null default '',
      description_km text not null default '',
      points_required bigint not null check (points_required > 0),
      amount_required bigint not null default 0 check (amount_required >= 0),
      stock integer check (stock >= 0),
      enabled boolean not null default true,
      sort integer not null default 0,
      created_at timestamptz not null default now()
    );

    create table points_redemptions (
      id bigserial primary key,
      member_id bigint not null references members (id),
      goods_id bigint not null references points_goods (id),
      request_id text not null,
      quantity integer not null check (quantity > 0),
      points bigint not null check (points > 0),
      recipient text not null,
      address text not null,
      phone text not null,
      status text not null default 'process' check (status in ('process', 'rejected', 'approved')),
      remark text not null default '',
      decided_by bigint,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      unique (member_id, request_id)
    );
    create index points_redemptions_member_idx on points_redemptions (member_id, id desc);
    create index points_redemptions_status_idx on points_redemptions (status, id desc);

    create table missions (
      id bigserial primary key,
      code text not null unique,
      period text not null check (period in ('daily', 'weekly')),
      kind text not null check (kind in ('bet_amount', 'bet_count', 'deposit_amount', 'login_days')),
      game_type text,
      title_en text not null,
      title_zh text not null,
      title_km text not null,
      target bigint not null check (target > 0),
      reward bigint not null check (reward > 0),
      enabled boolean not null default true,
      sort integer not null default 0,
      updated_at timestamptz not null default now()
    );

    create table mission_claims (
      id bigserial primary key,
      mission_id bigint not null references missions (id),
      member_id bigint not null references members (id),
      period_start timestamptz not null,
      reward bigint not null,
      ledger_tx_id bigint not null,
      created_at timestamptz not null default now(),
      unique (mission_id, member_id, period_start)
    );
    create index mission_claims_member_idx on mission_claims (member_id, period_start);

    create table points_credit_state (
      id integer primary key check (id = 1),
      bets_settled_before timestamptz,
      deposits_credited_before timestamptz,
      updated_at timestamptz not null default now()
    );
    -- points count from when the points system is installed: no retroactive crediting of history
    insert into points_credit_state (id, bets_settled_before, deposits_credited_before) values (1, now(), now());
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists points_credit_state, mission_claims, missions, points_redemptions,
    points_goods, points_transactions, points_balances, points_settings, point_rates`.execute(db);
}
