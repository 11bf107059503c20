// Console follow-ups of issue 15, one migration for the branch: help articles get an operator
// editor (an article can be kept as an unpublished draft, off the player's help page; the console
// shows when each was last edited), and a promotion activity can be disabled by an operator (off
// the player's list, refused to joins and claims) and enabled again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table help_articles
      add column published boolean not null default true,
      add column updated_at timestamptz not null default now();
    alter table activities
      add column enabled boolean not null default true,
      add column updated_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table help_articles drop column published, drop column updated_at;
    alter table activities drop column enabled, drop column updated_at;
  `.execute(db);
}
