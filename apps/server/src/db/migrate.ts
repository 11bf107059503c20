// Applies the ordered migrations at start-up, then the function files (decision 060): each file under
// functions/ whose definition differs from the database's is re-created. Never edit a landed migration;
// add a new one. Never re-define a function in a migration; edit its file.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { TDb } from './database.ts';
import { loadFunctionFiles } from './functions/function-files.ts';
import { applyFunctionFiles } from './functions/function-sql.ts';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0002 from './migrations/0002_catalogue.ts';
import * as m0003 from './migrations/0003_identity.ts';
import * as m0004 from './migrations/0004_ledger.ts';
import * as m0005 from './migrations/0005_seamless.ts';
import * as m0006 from './migrations/0006_inhouse_rounds.ts';
import * as m0007 from './migrations/0007_cashier.ts';
import * as m0008 from './migrations/0008_notifications_protection.ts';
import * as m0009 from './migrations/0009_member_profile.ts';
import * as m0010 from './migrations/0010_content_translations.ts';
import * as m0011 from './migrations/0011_catalogue_revision.ts';
import * as m0014 from './migrations/0014_login_attempts_account.ts';
import * as m0016 from './migrations/0016_house_shards.ts';
import * as m0017 from './migrations/0017_agent_tree.ts';
import * as m0018 from './migrations/0018_agent_team.ts';
import * as m0019 from './migrations/0019_agent_contracts.ts';
import * as m0020 from './migrations/0020_agent_settlement.ts';
import * as m0021 from './migrations/0021_agent_reports.ts';
import * as m0022 from './migrations/0022_identity_providers.ts';
import * as m0023 from './migrations/0023_lottery.ts';
import * as m0024 from './migrations/0024_agent_report_sums.ts';
import * as m0025 from './migrations/0025_agent_report_rollups.ts';
import * as m0026 from './migrations/0026_lottery_batched_wallet.ts';
import * as m0028 from './migrations/0028_promotions.ts';
import * as m0029 from './migrations/0029_loyalty.ts';
import * as m0030 from './migrations/0030_points_missions.ts';
import * as m0031 from './migrations/0031_messages_feedback.ts';
import * as m0032 from './migrations/0032_notification_types.ts';
import * as m0033 from './migrations/0033_engagement_gaps.ts';
import * as m0034 from './migrations/0034_lottery_settle_once.ts';
import * as m0035 from './migrations/0035_agent_cash_sums.ts';
import * as m0036 from './migrations/0036_console_access.ts';
import * as m0037 from './migrations/0037_member_admin.ts';
import * as m0038 from './migrations/0038_report_indexes.ts';
import * as m0039 from './migrations/0039_sportsbook.ts';
import * as m0041 from './migrations/0041_cashier_channels_admin.ts';
import * as m0042 from './migrations/0042_live_tables.ts';
import * as m0043 from './migrations/0043_bingo_fishing.ts';
import * as m0044 from './migrations/0044_pvp_cards.ts';
import * as m0045 from './migrations/0045_help_and_activity_admin.ts';
import * as m0046 from './migrations/0046_live_table_admin.ts';
import * as m0048 from './migrations/0048_shared_round_catalogue.ts';
import * as m0049 from './migrations/0049_pvp_timer_lease.ts';
import * as m0051 from './migrations/0051_live_bet_batches.ts';
import * as m0052 from './migrations/0052_sports_ticket_batches.ts';
import * as m0053 from './migrations/0053_drop_sports_settle_chunk.ts';
import * as m0054 from './migrations/0054_sports_place_set_based.ts';
import * as m0055 from './migrations/0055_sports_mul_aggregate.ts';
import * as m0056 from './migrations/0056_drop_sports_resettle_ticket.ts';
import * as m0057 from './migrations/0057_sports_slip_read.ts';
import * as m0058 from './migrations/0058_money_gate.ts';
import * as m0059 from './migrations/0059_sports_request_fingerprint.ts';
import * as m0060 from './migrations/0060_sports_market_void.ts';
import * as m0061 from './migrations/0061_reward_payouts.ts';
import * as m0062 from './migrations/0062_captcha_answer_hash.ts';
import * as m0063 from './migrations/0063_shared_blobs.ts';
import * as m0064 from './migrations/0064_message_deliveries.ts';
import * as m0065 from './migrations/0065_exclusion_kind.ts';
import * as m0066 from './migrations/0066_member_restrictions.ts';
import * as m0067 from './migrations/0067_identity_flow_return.ts';
import * as m0068 from './migrations/0068_kyc.ts';
import * as m0069 from './migrations/0069_linked_accounts_four_eyes.ts';
import * as m0070 from './migrations/0070_stripe_gateway.ts';

const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_catalogue': m0002,
  '0003_identity': m0003,
  '0004_ledger': m0004,
  '0005_seamless': m0005,
  '0006_inhouse_rounds': m0006,
  '0007_cashier': m0007,
  '0008_notifications_protection': m0008,
  '0009_member_profile': m0009,
  '0010_content_translations': m0010,
  '0011_catalogue_revision': m0011,
  '0014_login_attempts_account': m0014,
  '0016_house_shards': m0016,
  '0017_agent_tree': m0017,
  '0018_agent_team': m0018,
  '0019_agent_contracts': m0019,
  '0020_agent_settlement': m0020,
  '0021_agent_reports': m0021,
  '0022_identity_providers': m0022,
  '0023_lottery': m0023,
  '0024_agent_report_sums': m0024,
  '0025_agent_report_rollups': m0025,
  '0026_lottery_batched_wallet': m0026,
  '0028_promotions': m0028,
  '0029_loyalty': m0029,
  '0030_points_missions': m0030,
  '0031_messages_feedback': m0031,
  '0032_notification_types': m0032,
  '0033_engagement_gaps': m0033,
  '0034_lottery_settle_once': m0034,
  '0035_agent_cash_sums': m0035,
  '0036_console_access': m0036,
  '0037_member_admin': m0037,
  '0038_report_indexes': m0038,
  '0039_sportsbook': m0039,
  '0041_cashier_channels_admin': m0041,
  '0042_live_tables': m0042,
  '0043_bingo_fishing': m0043,
  '0044_pvp_cards': m0044,
  '0045_help_and_activity_admin': m0045,
  '0046_live_table_admin': m0046,
  '0048_shared_round_catalogue': m0048,
  '0049_pvp_timer_lease': m0049,
  '0051_live_bet_batches': m0051,
  '0052_sports_ticket_batches': m0052,
  '0053_drop_sports_settle_chunk': m0053,
  '0054_sports_place_set_based': m0054,
  '0055_sports_mul_aggregate': m0055,
  '0056_drop_sports_resettle_ticket': m0056,
  '0057_sports_slip_read': m0057,
  '0058_money_gate': m0058,
  '0059_sports_request_fingerprint': m0059,
  '0060_sports_market_void': m0060,
  '0061_reward_payouts': m0061,
  '0062_captcha_answer_hash': m0062,
  '0063_shared_blobs': m0063,
  '0064_message_deliveries': m0064,
  '0065_exclusion_kind': m0065,
  '0066_member_restrictions': m0066,
  '0067_identity_flow_return': m0067,
  '0068_kyc': m0068,
  '0069_linked_accounts_four_eyes': m0069,
  '0070_stripe_gateway': m0070,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return MIGRATIONS;
  }
}

/** Kysely's own migration lock (PostgresAdapter): instances of older code queue behind this one too. */
const MIGRATION_LOCK_ID = '3853314791062309107';

/** The numbered migrations' migrator (`npm run db:functions` steps through them one by one). */
export function createMigrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: new StaticProvider() });
}

async function runNumbered(migrator: Migrator, step: () => ReturnType<Migrator['migrateToLatest']>) {
  const { error, results } = await step.call(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed at ${failed?.migrationName ?? 'unknown'}: ${String(error)}`);
  }
  return results ?? [];
}

/** Runs one numbered migration if any is pending; false when none was. */
export async function migrateOneUp<DB>(db: Kysely<DB>): Promise<boolean> {
  const migrator = createMigrator(db);
  return (await runNumbered(migrator, migrator.migrateUp)).length > 0;
}

/**
 * The numbered migrations, then the function files, on one connection that holds the migration lock
 * throughout: a second instance starting at once waits, then finds nothing to do. The migrations
 * commit as Kysely runs them; the function files are re-created in one transaction of their own.
 * Returns the names of the functions re-created.
 */
export async function migrateToLatest(db: TDb): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    // session-level and re-entrant: Kysely's migrator takes and releases it once more inside
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(conn);
    try {
      const migrator = createMigrator(conn);
      await runNumbered(migrator, migrator.migrateToLatest);
      const files = loadFunctionFiles();
      if (files.size === 0) {
        throw new Error('no function files found (apps/server/src/db/functions/*.sql, decision 060)');
      }
      const applied = await conn.transaction().execute((trx) => applyFunctionFiles(trx, files));
      if (applied.length > 0) {
        console.log(`function files re-created: ${applied.join(', ')}`);
      }
      return applied;
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(conn);
    }
  });
}
