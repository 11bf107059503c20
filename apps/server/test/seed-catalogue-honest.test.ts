// Seed step 0012 (decision 021): a ./data database seeded by an older build, with titles that lie
// about their engine, pools on plain slots, jackpot winners and recent games that never opened,
// becomes the honest demo catalogue on the next start, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CATALOGUE_STEP_SETTING,
  HONEST_CATALOGUE_STEP,
  UNBRANDED_VENDORS_STEP,
  seedCatalogue,
} from '@/db/seed-catalogue.ts';
import { BRANDED_DEMO_VENDOR_NAMES, DEMO_VENDORS } from '@/modules/games/demo-vendors.ts';
import { generateDemoCatalogue } from '@/modules/games/demo-catalogue.ts';
import { houseEngineOf } from '@/modules/games/house-engines.ts';
import { findMemberByAccount } from '@/modules/members/members.repo.ts';
import { readSetting, writeSetting } from '@/modules/site/site.repo.ts';
import type { TGameCategory, TGameSubType } from '@pavilion/contracts/games';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const catalogue = generateDemoCatalogue();
const slot = catalogue.games.find(
  (g) => g.game_type === 'RNG' && g.sub_type === 'slot' && g.is_game !== 'VASSALAGE' && !g.maintenance,
)!;
const sports = catalogue.games.find((g) => g.game_type === 'SPORTS')!;
const live = catalogue.games.find((g) => g.game_type === 'LIVE' && g.is_game !== 'VASSALAGE')!;

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
});
afterAll(async () => {
  await t.close();
});

/** What an older build left behind: a slot dealt as Texas Hold'em with a pool, a jackpot winner on a live table, recent games that never opened. */
async function seedAsAnOlderBuild(memberId: number) {
  await t.db
    .updateTable('games')
    .set({
      sub_type: 'poker',
      display_name_en: "Lucky Texas Hold'em",
      display_name_zh: '幸运德州扑克',
      has_jackpot: true,
      lines: 1024,
      min_bet: 500,
    })
    .where('node_id', '=', slot.node_id)
    .execute();
  await t.db.insertInto('jackpots').values({ node_id: slot.node_id, amount: 123_456 }).execute();
  await t.db.updateTable('games').set({ is_hot: true }).where('node_id', '=', live.node_id).execute();
  await t.db
    .insertInto('winners')
    .values({
      member_id: null,
      customer_name: 'ka***12',
      node_id: live.node_id,
      win_amount: 9_000_000,
      win_type: 'JACKPOT',
      created_at: new Date(),
    })
    .execute();
  await t.db
    .insertInto('recent_games')
    .values([
      { member_id: memberId, node_id: sports.node_id, last_played_at: new Date() },
      { member_id: memberId, node_id: slot.node_id, last_played_at: new Date() },
    ])
    .execute();
  await t.db.deleteFrom('site_settings').where('key', '=', DEMO_CATALOGUE_STEP_SETTING).execute();
}

describe('[GAMES] seed step 0012: an existing demo database becomes honest', () => {
  it('rewrites titles, pools, winners and recent games once, and leaves them alone after', async () => {
    const member = await findMemberByAccount(t.db, 'player01');
    await seedAsAnOlderBuild(member!.id);

    await seedCatalogue(t.db, { demo: true });

    const row = await t.db
      .selectFrom('games')
      .selectAll()
      .where('node_id', '=', slot.node_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      sub_type: 'slot',
      display_name_en: slot.display_name_en,
      display_name_zh: slot.display_name_zh,
      has_jackpot: false,
      lines: 25,
    });
    expect(Number(row.min_bet)).toBe(slot.min_bet);
    expect(
      await t.db
        .selectFrom('jackpots')
        .select('node_id')
        .where('node_id', '=', slot.node_id)
        .executeTakeFirst(),
    ).toBeUndefined();
    const liveRow = await t.db
      .selectFrom('games')
      .select('is_hot')
      .where('node_id', '=', live.node_id)
      .executeTakeFirstOrThrow();
    expect(liveRow.is_hot).toBe(false);

    const winners = await t.db
      .selectFrom('winners')
      .innerJoin('games', 'games.node_id', 'winners.node_id')
      .select(['winners.win_type', 'games.node_id', 'games.game_type', 'games.sub_type'])
      .execute();
    expect(winners).toHaveLength(catalogue.winners.length);
    for (const w of winners) {
      expect(w.win_type).toBe('BIG_WIN');
      expect(
        houseEngineOf({
          nodeId: w.node_id,
          gameType: w.game_type as TGameCategory,
          subType: w.sub_type as TGameSubType,
        }).open,
      ).toBe(true);
    }

    const recent = await t.db
      .selectFrom('recent_games')
      .select('node_id')
      .where('member_id', '=', member!.id)
      .execute();
    expect(recent.map((r) => r.node_id)).toEqual([slot.node_id]);
    expect(await readSetting(t.db, DEMO_CATALOGUE_STEP_SETTING)).toBe(UNBRANDED_VENDORS_STEP);

    // the next start finds the step done and leaves the catalogue (and its icon addresses) alone
    const stamp = (
      await t.db
        .selectFrom('games')
        .select('updated_at')
        .where('node_id', '=', slot.node_id)
        .executeTakeFirstOrThrow()
    ).updated_at;
    await t.db
      .updateTable('games')
      .set({ display_name_en: 'Renamed by an operator' })
      .where('node_id', '=', sports.node_id)
      .execute();
    await seedCatalogue(t.db, { demo: true });
    const again = await t.db
      .selectFrom('games')
      .select(['updated_at'])
      .where('node_id', '=', slot.node_id)
      .executeTakeFirstOrThrow();
    expect(new Date(again.updated_at).getTime()).toBe(new Date(stamp).getTime());
    const renamed = await t.db
      .selectFrom('games')
      .select('display_name_en')
      .where('node_id', '=', sports.node_id)
      .executeTakeFirstOrThrow();
    expect(renamed.display_name_en).toBe('Renamed by an operator');
  });
});

describe('[GAMES] seed step 0013: demo vendors are named as ours', () => {
  it('names no real studio as the maker of a demo game', () => {
    const branded = new Set(BRANDED_DEMO_VENDOR_NAMES.map(([, , name]) => name));
    expect(DEMO_VENDORS.filter((v) => branded.has(v.name))).toEqual([]);
    for (const vendor of DEMO_VENDORS.filter((v) => ['RNG', 'LIVE', 'FISH'].includes(v.gameType))) {
      expect(vendor.name).toMatch(/^Pavilion /);
    }
    const collections = catalogue.games.filter((g) => g.is_game === 'VASSALAGE');
    for (const c of collections) {
      expect(c.display_name_en).not.toMatch(/Playtech|Microgaming/);
    }
  });

  it("renames vendors still carrying their seeded brand, once, and keeps an operator's name", async () => {
    const collection = catalogue.games.find((g) => g.is_game === 'VASSALAGE' && g.vendor_code === 'PT')!;
    await t.db
      .updateTable('game_vendors')
      .set({ display_name: 'Playtech' })
      .where('code', '=', 'PT')
      .where('game_type', '=', 'RNG')
      .execute();
    await t.db
      .updateTable('game_vendors')
      .set({ display_name: 'Our MG lane' })
      .where('code', '=', 'MG')
      .where('game_type', '=', 'RNG')
      .execute();
    await t.db
      .updateTable('games')
      .set({ display_name_en: 'Playtech Reels Collection', display_name_zh: 'Playtech转轴合集' })
      .where('node_id', '=', collection.node_id)
      .execute();
    await writeSetting(t.db, DEMO_CATALOGUE_STEP_SETTING, HONEST_CATALOGUE_STEP);

    await seedCatalogue(t.db, { demo: true });

    const vendors = await t.db
      .selectFrom('game_vendors')
      .select(['code', 'display_name'])
      .where('game_type', '=', 'RNG')
      .where('code', 'in', ['PT', 'MG'])
      .execute();
    expect(Object.fromEntries(vendors.map((v) => [v.code, v.display_name]))).toEqual({
      PT: 'Pavilion Slots · PT',
      MG: 'Our MG lane',
    });
    const row = await t.db
      .selectFrom('games')
      .select(['display_name_en', 'display_name_zh'])
      .where('node_id', '=', collection.node_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ display_name_en: 'Pavilion Reels Collection', display_name_zh: '亭阁转轴合集' });
    expect(await readSetting(t.db, DEMO_CATALOGUE_STEP_SETTING)).toBe(UNBRANDED_VENDORS_STEP);
  });
});
