// Catalogue revision: a one-row counter bumped, in the writing transaction, by every statement that
// changes a table the in-memory catalogue (index and vendor view) is read from. Server instances
// read it every few seconds and reload the catalogue only when it moved (catalogue-cache.ts,
// decision 014). Statement-level triggers: a 10,000-row seed batch bumps it once.
// site_settings holds the regrouping among other settings; any settings write bumps the counter,
// which costs one spurious reload on rare admin writes and needs no knowledge of setting keys here.
import { sql, type Kysely } from 'kysely';

const WATCHED_TABLES = ['games', 'game_vendors', 'game_categories', 'jackpots', 'site_settings'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_revision (
      id boolean primary key default true check (id),
      revision bigint not null
    );
    insert into catalogue_revision (revision) values (1);
    create function bump_catalogue_revision() returns trigger language plpgsql as $fn$
    begin
      update catalogue_revision set revision = revision + 1;
      return null;
    end
    $fn$;
  `.execute(db);
  for (const table of WATCHED_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_catalogue_revision`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_catalogue_revision()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of WATCHED_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_catalogue_revision`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function bump_catalogue_revision(); drop table catalogue_revision;`.execute(db);
}
