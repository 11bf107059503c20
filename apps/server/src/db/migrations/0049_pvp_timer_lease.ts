// The PVP tables' timer is led by one instance at a time (decision 052 addendum): a one-row lease
// that the instance holding it renews on each tick and that another instance takes when it has
// expired (its holder stopped or died). Times are the database's clock, so instances' clocks may
// disagree.
// The tables' row is rewritten on every move (hundreds per hand and minute at a busy table): the
// index on its deadline made each such update a non-HOT one (a new index entry per move, the dead
// ones left to vacuum); with a handful of rows the due query needs no index, so it goes, and the
// rows leave room in their page for the next version (fillfactor), so moves are HOT updates.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pvp_timer_lease (
      id smallint primary key check (id = 1),
      holder text not null,
      expires_at timestamptz not null
    );
    insert into pvp_timer_lease (id, holder, expires_at) values (1, '', 'epoch');
    drop index pvp_tables_due;
    alter table pvp_tables set (fillfactor = 50);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table pvp_tables reset (fillfactor);
    create index pvp_tables_due on pvp_tables (deadline) where deadline is not null;
    drop table pvp_timer_lease;
  `.execute(db);
}
