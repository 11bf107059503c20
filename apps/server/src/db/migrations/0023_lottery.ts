// The in-house lottery vendor (issue 14, decision 029): games and their play types (odds, stake
// limits, per-number exposure caps: data the operator changes), issues with their committed seeds
// and draws, tickets (one seamless bet each), follow-up plans, per-issue exposure buckets and the
// operator's audit trail. The vendor's row in vendors_seamless is added here; its secret is never
// used to sign (the lottery calls the wallet in process) but the column demands one.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into vendors_seamless (code, secret)
      values ('LOTTERY', md5(random()::text || clock_timestamp()::text) || md5(random()::text))
      on conflict (code) do nothing;

    create table lottery_games (
      code text primary key check (code ~ '^[A-Z0-9_]{2,16}$'),
      family text not null,
      mode text not null,
      enabled boolean not null default true,
      -- the catalogue game that launches it (records show its name and category); null until listed
      node_id integer
    );

    create table lottery_play_types (
      game_code text not null references lottery_games (code),
      play_type text not null,
      enabled boolean not null default true,
      min_stake bigint not null check (min_stake > 0),
      max_stake bigint not null check (max_stake >= min_stake),
      exposure_cap bigint not null check (exposure_cap >= 0),
      -- prize key -> odds in thousandths of the gross return per unit staked
      odds jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (game_code, play_type)
    );

    create table lottery_issues (
      id bigserial primary key,
      game_code text not null references lottery_games (code),
      issue_no text not null,
      opens_at timestamptz not null,
      closes_at timestamptz not null,
      draw_at timestamptz not null,
      server_seed text not null,
      seed_hash text not null,
      status text not null default 'pending' check (status in ('pending', 'drawn', 'settled', 'void')),
      draw jsonb,
      drawn_at timestamptz,
      settled_at timestamptz,
      void_reason text,
      unique (game_code, issue_no)
    );
    -- the scheduler's work list: issues due for a draw or a settlement
    create index lottery_issues_due_idx on lottery_issues (draw_at) where status in ('pending', 'drawn');
    create index lottery_issues_results_idx on lottery_issues (game_code, draw_at desc) where draw is not null;

    create table lottery_follow_ups (
      id bigserial primary key,
      member_id bigint not null references members (id),
      game_code text not null references lottery_games (code),
      issues integer not null,
      stop_on_win boolean not null,
      stopped_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table lottery_tickets (
      id bigserial primary key,
      member_id bigint not null references members (id),
      issue_id bigint not null references lottery_issues (id),
      game_code text not null,
      issue_no text not null,
      -- the slip: one request id per submission, slot = position of the ticket in it
      request_id text not null,
      slot integer not null,
      follow_up_id bigint references lottery_follow_ups (id),
      play_type text not null,
      selection jsonb not null,
      combinations integer not null check (combinations > 0),
      unit_amount bigint not null check (unit_amount > 0),
      multiplier integer not null check (multiplier > 0),
      stake bigint not null check (stake > 0),
      -- odds in force at purchase (the ticket is settled with them)
      odds jsonb not null,
      max_payout bigint not null,
      -- failed: the wallet refused the bet (never shown)
      status text not null default 'pending'
        check (status in ('pending', 'won', 'lost', 'cancelled', 'refunded', 'failed')),
      payout bigint,
      -- has the wallet confirmed the money step of the current status (bet, win, or refund)?
      wallet_done boolean not null default false,
      placed_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (member_id, request_id, slot)
    );
    create index lottery_tickets_issue_idx on lottery_tickets (issue_id, status);
    create index lottery_tickets_member_idx on lottery_tickets (member_id, id desc);
    create index lottery_tickets_follow_up_idx on lottery_tickets (follow_up_id) where follow_up_id is not null;
    -- money steps still to confirm (the scheduler retries them)
    create index lottery_tickets_wallet_idx on lottery_tickets (issue_id) where not wallet_done;

    -- potential payout per issue and number (play type, row, token): the exposure cap applies to it
    create table lottery_exposure (
      issue_id bigint not null references lottery_issues (id),
      bucket text not null,
      amount bigint not null,
      primary key (issue_id, bucket)
    );

    -- wins are notified (issue 14): the notification kinds of 0018-0020 gain lottery_won
    alter table notifications drop constraint notifications_type_check;
    alter table notifications add constraint notifications_type_check
      check (type in ('deposit_credited', 'withdrawal_approved', 'withdrawal_rejected', 'deposit_failed',
        'transfer_received', 'contract_offered', 'contract_accepted', 'contract_rejected',
        'contract_termination_requested', 'contract_terminated', 'agent_settlement_owed', 'lottery_won'));

    create table lottery_audit (
      id bigserial primary key,
      operator_id bigint,
      action text not null,
      game_code text not null,
      subject text,
      details jsonb not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from notifications where type = 'lottery_won';
    alter table notifications drop constraint notifications_type_check;
    alter table notifications add constraint notifications_type_check
      check (type in ('deposit_credited', 'withdrawal_approved', 'withdrawal_rejected', 'deposit_failed',
        'transfer_received', 'contract_offered', 'contract_accepted', 'contract_rejected',
        'contract_termination_requested', 'contract_terminated', 'agent_settlement_owed'));
    drop table if exists lottery_audit, lottery_exposure, lottery_tickets, lottery_follow_ups,
      lottery_issues, lottery_play_types, lottery_games;
    delete from vendors_seamless where code = 'LOTTERY';
  `.execute(db);
}
