// Agent reports (decision 027): the agent announcements table, and the indexes the team reports
// need. Team bets are read per member of the tree (agent_tree_paths) by date, so the member index
// of seamless_bets becomes covering (the sums of a month read no heap rows); it replaces
// seamless_bets_member_idx, whose (member_id, placed_at) prefix it keeps, so a bet writes no more
// index entries than before. Account details reads the rare non-game ledger transactions by date.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table agent_announcements (
    id serial primary key,
    title text not null,
    content text not null,
    translations jsonb not null default '{}',
    sort integer not null default 0,
    starts_at timestamptz,
    ends_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index seamless_bets_member_report_idx on seamless_bets
    (member_id, placed_at) include (amount, win_amount, status, game_type, catalogue_vendor)`.execute(db);
  await sql`drop index if exists seamless_bets_member_idx`.execute(db);
  await sql`create index ledger_transactions_non_game_idx on ledger_transactions (created_at)
    where kind not in ('bet', 'win', 'rollback')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ledger_transactions_non_game_idx`.execute(db);
  await sql`create index if not exists seamless_bets_member_idx on seamless_bets (member_id, placed_at desc)`.execute(
    db,
  );
  await sql`drop index if exists seamless_bets_member_report_idx`.execute(db);
  await sql`drop table if exists agent_announcements`.execute(db);
}
