// Idempotent catalogue seed: categories and the regrouping setting on every install; with demo
// data, the vendors, ~10,000 generated games (batched inserts), jackpots, winners and the demo
// site content. Existing rows are left alone, so it is safe on every start; the one exception is
// seed step 0012 (decision 021), which rewrites a demo catalogue seeded by an older build once.
import { sql } from 'kysely';
import type { TDb } from './database.ts';
import {
  DEMO_BANNERS,
  DEMO_HELP,
  DEMO_NOTICES,
  DEMO_POPUPS,
  DEMO_PROMOTIONS,
} from '@/modules/content/demo-content.ts';
import { REGROUPING_SETTING } from '@/modules/games/catalogue.service.ts';
import { generateDemoCatalogue, type TDemoCatalogue } from '@/modules/games/demo-catalogue.ts';
import { PLAYABLE } from '@/modules/games/player-games.service.ts';
import {
  DEMO_CATEGORIES,
  DEMO_REGROUPING,
  BRANDED_DEMO_VENDOR_NAMES,
  DEMO_VENDORS,
  VENDOR_LAUNCH_TYPES,
} from '@/modules/games/demo-vendors.ts';
import { readSetting, writeSetting, writeSettingIfAbsent } from '@/modules/site/site.repo.ts';
import { listLotteryInCatalogue } from '@/modules/lottery/lottery-catalogue.ts';
import { listOriginalsInCatalogue } from '@/modules/games/originals-catalogue.ts';

/** Site setting holding the last demo-catalogue seed step applied to this database. */
export const DEMO_CATALOGUE_STEP_SETTING = 'demo_catalogue_step';
/** Step 0012: the honest catalogue of decision 021. */
export const HONEST_CATALOGUE_STEP = 12;
/** Step 0013: demo vendors and collections named as ours, not as real studios (decision 073). */
export const UNBRANDED_VENDORS_STEP = 13;

const BATCH = 1000;

function chunks<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) =>
    rows.slice(i * BATCH, (i + 1) * BATCH),
  );
}

async function isEmpty(
  db: TDb,
  table: 'games' | 'banners' | 'notices' | 'popups' | 'promotions' | 'help_articles' | 'winners',
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('one'))
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

export async function seedCatalogue(db: TDb, opts: { demo: boolean }): Promise<void> {
  await db
    .insertInto('game_categories')
    .values(DEMO_CATEGORIES)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
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
      await db
        .insertInto('games')
        .values(rows)
        .onConflict((oc) => oc.column('node_id').doNothing())
        .execute();
    }
    for (const rows of chunks(catalogue.jackpots)) {
      await db
        .insertInto('jackpots')
        .values(rows)
        .onConflict((oc) => oc.column('node_id').doNothing())
        .execute();
    }
    // Fresh statistics and visibility map, so list queries plan well and index-only scans work.
    await sql`vacuum analyze games`.execute(db);
    if (await isEmpty(db, 'winners')) {
      const at = Date.now();
      await db
        .insertInto('winners')
        .values(
          catalogue.winners.map(({ minutesAgo, ...w }) => ({
            ...w,
            created_at: new Date(at - minutesAgo * 60_000),
          })),
        )
        .execute();
    }
    await writeSetting(db, DEMO_CATALOGUE_STEP_SETTING, UNBRANDED_VENDORS_STEP);
  } else {
    const step = Number((await readSetting(db, DEMO_CATALOGUE_STEP_SETTING)) ?? 0);
    if (step < HONEST_CATALOGUE_STEP) {
      await applyHonestCatalogue(db, generateDemoCatalogue());
      await sql`analyze games`.execute(db);
    }
    if (step < UNBRANDED_VENDORS_STEP) {
      await applyUnbrandedVendors(db, generateDemoCatalogue());
    }
  }
  // the lottery vendor's games replace the placeholder lottery titles (decision 029)
  await listLotteryInCatalogue(db);
  // the Pavilion Originals: dice, limbo, mines, plinko, keno (decision 077)
  await listOriginalsInCatalogue(db);
  const content = [
    ['banners', DEMO_BANNERS],
    ['notices', DEMO_NOTICES],
    ['popups', DEMO_POPUPS],
    ['promotions', DEMO_PROMOTIONS],
    ['help_articles', DEMO_HELP],
  ] as const;
  for (const [table, rows] of content) {
    if (await isEmpty(db, table)) {
      await db
        .insertInto(table)
        .values(rows as never)
        .execute();
    }
  }
}

/**
 * Seed step 0013 on a database an older build seeded: each demo vendor still carrying the real
 * studio's name it was seeded with takes its own name, and the demo collections take theirs
 * (same node ids). One transaction, recorded in site settings, run once.
 */
export async function applyUnbrandedVendors(db: TDb, catalogue: TDemoCatalogue): Promise<void> {
  const names = new Map(DEMO_VENDORS.map((v) => [`${v.code}:${v.gameType}`, v.name]));
  const collections = catalogue.games.filter((g) => g.is_game === 'VASSALAGE');
  await db.transaction().execute(async (trx) => {
    for (const [code, gameType, branded] of BRANDED_DEMO_VENDOR_NAMES) {
      const name = names.get(`${code}:${gameType}`);
      if (name === undefined) {
        continue;
      }
      await trx
        .updateTable('game_vendors')
        .set({ display_name: name })
        .where('code', '=', code)
        .where('game_type', '=', gameType)
        .where('display_name', '=', branded)
        .execute();
    }
    for (const game of collections) {
      await trx
        .updateTable('games')
        .set({
          display_name_en: game.display_name_en,
          display_name_zh: game.display_name_zh,
          display_name_km: game.display_name_km,
          updated_at: sql<Date>`now()`,
        })
        .where('node_id', '=', game.node_id)
        .execute();
    }
    await writeSetting(trx, DEMO_CATALOGUE_STEP_SETTING, UNBRANDED_VENDORS_STEP);
  });
}

/**
 * Seed step 0012 on a database whose demo catalogue an older build seeded: every demo game takes
 * the honest generator's name, sub type, limits, flags and rank (same node ids, so favourites and
 * records keep pointing at them); pools and demo winners are replaced; recent games that never
 * opened a house engine are dropped. One transaction, recorded in site settings, run once.
 */
export async function applyHonestCatalogue(db: TDb, catalogue: TDemoCatalogue): Promise<void> {
  const ids = catalogue.games.map((g) => g.node_id);
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(catalogue.games)) {
      await trx
        .insertInto('games')
        .values(rows)
        .onConflict((oc) =>
          oc.column('node_id').doUpdateSet((eb) => ({
            game_code: eb.ref('excluded.game_code'),
            game_id: eb.ref('excluded.game_id'),
            vendor_code: eb.ref('excluded.vendor_code'),
            game_type: eb.ref('excluded.game_type'),
            sub_type: eb.ref('excluded.sub_type'),
            display_name_en: eb.ref('excluded.display_name_en'),
            display_name_zh: eb.ref('excluded.display_name_zh'),
            display_name_km: eb.ref('excluded.display_name_km'),
            min_bet: eb.ref('excluded.min_bet'),
            lines: eb.ref('excluded.lines'),
            is_hot: eb.ref('excluded.is_hot'),
            has_jackpot: eb.ref('excluded.has_jackpot'),
            is_game: eb.ref('excluded.is_game'),
            parent_node_id: eb.ref('excluded.parent_node_id'),
            maintenance: eb.ref('excluded.maintenance'),
            recommended_node_ids: eb.ref('excluded.recommended_node_ids'),
            sort: eb.ref('excluded.sort'),
            // a new icon address, so browsers drop the art they cached as immutable
            updated_at: sql<Date>`now()`,
          })),
        )
        .execute();
    }
    await trx.deleteFrom('jackpots').where('node_id', 'in', ids).execute();
    for (const rows of chunks(catalogue.jackpots)) {
      await trx.insertInto('jackpots').values(rows).execute();
    }
    await trx.deleteFrom('winners').where('member_id', 'is', null).execute();
    const at = Date.now();
    await trx
      .insertInto('winners')
      .values(
        catalogue.winners.map(({ minutesAgo, ...w }) => ({
          ...w,
          created_at: new Date(at - minutesAgo * 60_000),
        })),
      )
      .execute();
    await trx
      .deleteFrom('recent_games')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('games')
            .select('games.node_id')
            .whereRef('games.node_id', '=', 'recent_games.node_id')
            .where((g) =>
              g.or([
                g('games.game_type', 'not in', [...PLAYABLE.categories]),
                g('games.sub_type', 'in', [...PLAYABLE.closedSubTypes]),
                g('games.is_game', '=', 'VASSALAGE'),
              ]),
            ),
        ),
      )
      .execute();
    await writeSetting(trx, DEMO_CATALOGUE_STEP_SETTING, HONEST_CATALOGUE_STEP);
  });
}
