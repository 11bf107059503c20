// Platform messages, feedback and site articles (issue 13, decision 037).
// - platform_messages: operator messages to everyone, to one member, or to an agent's tree; a
//   member's read / deleted state is a row of platform_message_states (absent = unread), so a
//   broadcast costs one row however many members it reaches.
// - feedback: spec §3 Feedback (types 0, 1, 2, 3, 4, 6; content 20-200 characters) with the
//   operator's single reply.
// - site_articles: news, about us and the beginner guide of the content module (EN columns, CN/KM in
//   translations as the other content tables).
// - the notification type feedback_replied, added to whatever list the check holds (order-free, as
//   0019 does).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table platform_messages (
    id bigserial primary key,
    audience text not null check (audience in ('all', 'member', 'agent_tree')),
    member_id bigint references members (id) on delete cascade,
    agent_id bigint references members (id) on delete cascade,
    title text not null check (char_length(title) between 1 and 200),
    content text not null check (char_length(content) between 1 and 5000),
    translations jsonb not null default '{}'::jsonb,
    created_by bigint references operators (id),
    created_at timestamptz not null default now(),
    withdrawn_at timestamptz,
    check ((audience = 'member') = (member_id is not null)),
    check ((audience = 'agent_tree') = (agent_id is not null))
  )`.execute(db);
  await sql`create index platform_messages_member_idx on platform_messages (member_id, id) where member_id is not null`.execute(
    db,
  );
  await sql`create index platform_messages_broadcast_idx on platform_messages (id) where member_id is null`.execute(
    db,
  );
  await sql`create table platform_message_states (
    member_id bigint not null references members (id) on delete cascade,
    message_id bigint not null references platform_messages (id) on delete cascade,
    read_at timestamptz,
    deleted_at timestamptz,
    primary key (member_id, message_id)
  )`.execute(db);

  await sql`create table feedback (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    type smallint not null check (type in (0, 1, 2, 3, 4, 6)),
    content text not null check (char_length(content) between 20 and 200),
    status text not null default 'open' check (status in ('open', 'replied')),
    reply text check (char_length(reply) between 1 and 1000),
    replied_by bigint references operators (id),
    replied_at timestamptz,
    created_at timestamptz not null default now(),
    check ((status = 'replied') = (reply is not null))
  )`.execute(db);
  await sql`create index feedback_member_idx on feedback (member_id, id)`.execute(db);
  await sql`create index feedback_open_idx on feedback (id) where status = 'open'`.execute(db);

  await sql`create table site_articles (
    id bigserial primary key,
    kind text not null check (kind in ('news', 'about', 'guide')),
    title text not null,
    subtitle text not null default '',
    content text not null,
    translations jsonb not null default '{}'::jsonb,
    sort integer not null default 0,
    published_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index site_articles_kind_idx on site_articles (kind, published_at desc, id)`.execute(db);

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
  types := coalesce(types, array[]::text[]) || array['feedback_replied'];
  select array_agg(distinct t order by t) into types from unnest(types) as t;
  alter table notifications drop constraint if exists notifications_type_check;
  execute format('alter table notifications add constraint notifications_type_check check (type = any (%L::text[]))',
    types);
end $f$;`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists site_articles; drop table if exists feedback;
    drop table if exists platform_message_states; drop table if exists platform_messages;`.execute(db);
}
