// Promotions (issue 13, decision 034): `activities` (the promotions with rules; the content module's
// `promotions` table keeps the announcements, which an activity may link to) with their rules and eligibility, each member's
// stored activity state (the states the member or operator caused; the clock and the condition are
// applied at read time through packages/contracts/src/promotions.ts), the bonuses paid with the
// turnover they lock, activity applications with their images (files under the uploads dir, the
// rows hold the sniffed type and size), and red-envelope events with their pre-split shares.
// "Once" is held by unique keys: one bonus per (promotion, member), one application per
// (promotion, member), one share per (event, member); the ledger key repeats it for the money.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table activities (
      id bigserial primary key,
      kind text not null check (kind in ('deposit_bonus', 'rebate', 'mission', 'red_envelope', 'application')),
      title text not null,
      description text not null default '',
      translations jsonb not null default '{}'::jsonb,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      rules jsonb not null check (rules->>'kind' = kind),
      min_vip_level integer not null default 0 check (min_vip_level >= 0),
      first_deposit_only boolean not null default false,
      new_member_days integer check (new_member_days > 0),
      agent_id bigint references members(id),
      announcement_id integer references promotions(id),
      created_by bigint references operators(id),
      created_at timestamptz not null default now(),
      check (ends_at > starts_at)
    );
    create index activities_window_idx on activities (ends_at, starts_at);

    create table activity_participations (
      promotion_id bigint not null references activities(id),
      member_id bigint not null references members(id),
      state text not null check (state in
        ('joined', 'process', 'claimed', 'applying', 'issued', 'rejected')),
      joined_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (member_id, promotion_id)
    );

    create table activity_bonuses (
      id bigserial primary key,
      promotion_id bigint not null references activities(id),
      member_id bigint not null references members(id),
      amount bigint not null check (amount > 0),
      deposit_id bigint references cashier_deposits(id),
      turnover_required bigint not null check (turnover_required >= 0),
      created_at timestamptz not null default now(),
      waived_at timestamptz,
      waived_by bigint references operators(id),
      unique (promotion_id, member_id)
    );
    create index activity_bonuses_member_idx on activity_bonuses (member_id, id desc);

    create table activity_applications (
      id bigserial primary key,
      promotion_id bigint not null references activities(id),
      member_id bigint not null references members(id),
      remark text not null default '' check (char_length(remark) <= 140),
      status text not null default 'applying' check (status in ('applying', 'issued', 'rejected')),
      reason text,
      reviewed_by bigint references operators(id),
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      unique (promotion_id, member_id),
      check ((status = 'applying') = (reviewed_at is null))
    );
    create index activity_applications_status_idx on activity_applications (status, id);

    create table activity_application_images (
      application_id bigint not null references activity_applications(id),
      seq integer not null check (seq between 1 and 3),
      mime text not null check (mime in ('image/png', 'image/jpeg')),
      size_bytes integer not null check (size_bytes > 0 and size_bytes <= 5242880),
      file_name text not null,
      primary key (application_id, seq)
    );

    create table red_envelope_events (
      id bigserial primary key,
      promotion_id bigint not null references activities(id),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      pool bigint not null check (pool > 0),
      shares integer not null check (shares > 0),
      created_at timestamptz not null default now(),
      unique (promotion_id, starts_at),
      check (ends_at > starts_at)
    );
    create index red_envelope_events_window_idx on red_envelope_events (ends_at, starts_at);

    create table red_envelope_shares (
      event_id bigint not null references red_envelope_events(id),
      seq integer not null,
      amount bigint not null check (amount > 0),
      member_id bigint references members(id),
      grabbed_at timestamptz,
      primary key (event_id, seq),
      unique (event_id, member_id),
      check ((member_id is null) = (grabbed_at is null))
    );
  `.execute(db);
  // Application answers reach the member through the notifications module; other migrations may
  // widen the same check, so this one ADDS its types to the list the constraint holds (order-free, as 0019).
  await sql
    .raw(
      `do $f$
declare
  def text;
  types text[];
begin
  select pg_get_constraintdef(c.oid) into def from pg_constraint c
    where c.conrelid = 'notifications'::regclass and c.conname = 'notifications_type_check';
  select array_agg(m[1]) into types from regexp_matches(coalesce(def, ''), '''([a-z_]+)''', 'g') as m;
  types := coalesce(types, array[]::text[]) || array['activity_approved', 'activity_rejected'];
  select array_agg(distinct t order by t) into types from unnest(types) as t;
  alter table notifications drop constraint if exists notifications_type_check;
  execute format('alter table notifications add constraint notifications_type_check check (type = any (%L::text[]))',
    types);
end $f$;`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists red_envelope_shares, red_envelope_events, activity_application_images,
      activity_applications, activity_bonuses, activity_participations, activities;
  `.execute(db);
}
