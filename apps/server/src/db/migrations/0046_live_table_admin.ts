// The operator's side of the live tables (issue 17 follow-up, decision 050): a table may be paused
// (no new round is made while it is; the round on finishes), and a round not yet settled may be
// voided: the round and its bets take the status 'void' and each bet is rolled back through the
// wallet under its own ids (`lb<id>-bet-rb`, wallet_done false until the wallet confirmed).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table live_tables add column paused boolean not null default false;
    alter table live_rounds drop constraint live_rounds_status_check;
    alter table live_rounds add constraint live_rounds_status_check
      check (status in ('open', 'settled', 'void'));
    alter table live_rounds add column voided_at timestamptz;
    alter table live_bets drop constraint live_bets_status_check;
    alter table live_bets add constraint live_bets_status_check
      check (status in ('placed', 'settled', 'void'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table live_bets drop constraint live_bets_status_check;
    alter table live_bets add constraint live_bets_status_check check (status in ('placed', 'settled'));
    alter table live_rounds drop column voided_at;
    alter table live_rounds drop constraint live_rounds_status_check;
    alter table live_rounds add constraint live_rounds_status_check check (status in ('open', 'settled'));
    alter table live_tables drop column paused;
  `.execute(db);
}
