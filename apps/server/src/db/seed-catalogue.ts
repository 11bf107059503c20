// Idempotent catalogue seed: categories and the regrouping setting on every install; with demo
// data, the vendors, ~10,000 generated games (batched inserts), jackpots, winners and the demo
// site content. Existing rows are left alone, so it is safe on every start.
import { sql } from 'kysely';
import type { TDb } from './database.ts';
import { DEMO_BANNERS, DEMO_HELP, DEMO_NOTICES, DEMO_POPUPS, DEMO_PROMOTIONS } from '@/modules/content/demo-content.ts';
import { REGROUPING_SETTING } from '@/modules/games/catalogue.service.ts';
import { generateDemoCatalogue } from '@/modules/games/demo-catalogue.ts';
import { DEMO_CATEGORIES, DEMO_REGROUPING, DEMO_VENDORS, VENDOR_LAUNCH_TYPES } from '@/modules/games/demo-vendors.ts';
import { writeSettingIfAbsent } from '@/modules/site/site.repo.ts';

const BATCH = 1000;

function chunks<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));
}

async function isEmpty(db: TDb, table: 'games' | 'banners' | 'notices' | 'popups' | 'promotions' | 'help_articles' | 'winners'): Promise<boolean> {
  const row = await db.selectFrom(table).select((eb) => eb.lit(1).as('one')).limit(1).executeTakeFirst();
  return row === undefined;
}

export async function seedCatalogue(db: TDb, opts: { demo: boolean }): Promise<void> {
  await db.insertInto('game_categories').values(DEMO_CATEGORIES).onConflict((oc) => oc.column('code').doNothing()).execute();
  await writeSettingIfAbsent(db, REGROUPING_SETTING, DEMO_REGROUPING);
  if (!opts.demo) {
    return;
  }
  await db
    .insertInto('game_vendors')
    .values(
      DEMO_VENDORS.map((v, sort) => ({
        code: v.code,
        game_type: v.gameType,
        display_name: v.name,
        game_classify: v.classify,
        color: v.color,
        prize_mode: v.prizeMode ?? null,
        is_vendor_launch: VENDOR_LAUNCH_TYPES.includes(v.gameType),
        sort,
      })),
    )
    .onConflict((oc) => oc.columns(['code', 'game_type']).doNothing())
    .execute();
  if (await isEmpty(db, 'games')) {
    const catalogue = generateDemoCatalogue();
    for (const rows of chunks(catalogue.games)) {
      await db.insertInto('games').values(rows).onConflict((oc) => oc.column('node_id').doNothing()).execute();
    }
    for (const rows of chunks(catalogue.jackpots)) {
      await db.insertInto('jackpots').values(rows).onConflict((oc) => oc.column('node_id').doNothing()).execute();
    }
    // Fresh statistics and visibility map, so list queries plan well and index-only scans work.
    await sql`vacuum analyze games`.execute(db);
    if (await isEmpty(db, 'winners')) {
      const at = Date.now();
      await db
        .insertInto('winners')
        .values(catalogue.winners.map(({ minutesAgo, ...w }) => ({ ...w, created_at: new Date(at - minutesAgo * 60_000) })))
        .execute();
    }
  }
  const content = [
    ['banners', DEMO_BANNERS],
    ['notices', DEMO_NOTICES],
    ['popups', DEMO_POPUPS],
    ['promotions', DEMO_PROMOTIONS],
    ['help_articles', DEMO_HELP],
  ] as const;
  for (const [table, rows] of content) {
    if (await isEmpty(db, table)) {
      await db.insertInto(table).values(rows as never).execute();
    }
  }
}
