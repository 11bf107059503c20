// Decision 056 on a database: migration 0048 turns an older demo catalogue's card-room and fishing
// titles into what the shared engines play, and the member's records show bets of the bingo rooms,
// fishing seas and card tables (no catalogue node, stored as OTHER) under BINGO, FISH and PVP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBetRecords, TProfitReport } from '@pavilion/contracts/records';
import { up } from '@/db/migrations/0048_shared_round_catalogue.ts';
import { createInProcessSeamlessClient } from '@/modules/inhouse/inprocess-seamless.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { createPlayer, vid, type TPlayer } from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let p: TPlayer;

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
  p = await createPlayer(t, 100_000);
});
afterAll(async () => {
  await t?.close();
});

describe('[CATALOGUE] migration 0048 on a catalogue an older build seeded', () => {
  it('unlists card titles no table deals, renames Bull Bull and Jackpot Fishing, keeps the rest', async () => {
    const holdem = await t.db
      .selectFrom('games')
      .select(['node_id', 'vendor_code'])
      .where('game_type', '=', 'PVP')
      .where('display_name_en', '=', "Texas Hold'em")
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const bull = await t.db
      .selectFrom('games')
      .select('node_id')
      .where('game_type', '=', 'PVP')
      .where('display_name_en', '=', 'Bull Bull')
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const fish = await t.db
      .selectFrom('games')
      .select(['node_id', 'vendor_code'])
      .where('game_type', '=', 'FISH')
      .where('display_name_en', '=', 'Treasure Fishing')
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    // what the older build left: a Zha Jin Hua title with a favourite and a recent game, the old names
    const oldCard = 989_101;
    await t.db
      .insertInto('games')
      .values({
        node_id: oldCard,
        game_code: 'zha-jin-hua-old',
        game_id: '989101',
        vendor_code: holdem.vendor_code,
        game_type: 'PVP',
        sub_type: 'poker',
        display_name_en: 'Zha Jin Hua',
        display_name_zh: '炸金花',
        display_name_km: 'Zha Jin Hua',
        min_bet: 100,
      })
      .execute();
    await t.db.insertInto('favourites').values({ member_id: p.memberId, node_id: oldCard }).execute();
    await t.db
      .insertInto('recent_games')
      .values({ member_id: p.memberId, node_id: oldCard, last_played_at: new Date() })
      .execute();
    await t.db
      .updateTable('games')
      .set({ display_name_zh: '抢庄牛牛' })
      .where('node_id', '=', bull.node_id)
      .execute();
    await t.db
      .updateTable('games')
      .set({
        display_name_en: 'Jackpot Fishing',
        display_name_zh: '奖池捕鱼',
        display_name_km: 'Jackpot Fishing',
        game_code: 'jackpot-fishing',
      })
      .where('node_id', '=', fish.node_id)
      .execute();
    const pvpBefore = await t.db
      .selectFrom('games')
      .select('node_id')
      .where('game_type', '=', 'PVP')
      .execute();

    await up(t.db as never);

    const names = async (nodeId: number) =>
      t.db
        .selectFrom('games')
        .select(['display_name_en', 'display_name_zh', 'game_code'])
        .where('node_id', '=', nodeId)
        .executeTakeFirst();
    expect(await names(oldCard)).toBeUndefined();
    const left = await t.db
      .selectFrom('favourites')
      .select('node_id')
      .where('node_id', '=', oldCard)
      .unionAll(t.db.selectFrom('recent_games').select('node_id').where('node_id', '=', oldCard))
      .execute();
    expect(left).toEqual([]);
    expect(await names(bull.node_id)).toMatchObject({
      display_name_en: 'Bull Bull',
      display_name_zh: '轮庄牛牛',
    });
    expect(await names(fish.node_id)).toEqual({
      display_name_en: 'Treasure Fishing',
      display_name_zh: '寻宝捕鱼',
      game_code: 'treasure-fishing',
    });
    const pvpAfter = await t.db
      .selectFrom('games')
      .select('node_id')
      .where('game_type', '=', 'PVP')
      .execute();
    expect(pvpAfter.length).toBe(pvpBefore.length - 1);
    expect(await names(holdem.node_id)).toMatchObject({ display_name_en: "Texas Hold'em" });
  });
});

describe('[RECORDS] bets of the shared-round engines under their own game type', () => {
  /** A bet and its win through the in-process wallet of the engine's vendor, as the engines post them. */
  async function engineBet(vendorCode: string, gameCode: string, amount: number, win: number) {
    const seamless = createInProcessSeamlessClient({ db: t.db, config: t.config, vendorCode });
    const launch = await issueLaunchToken(t.db, { memberId: p.memberId, vendorCode, nodeId: null });
    const bet = {
      playerId: launch.playerId,
      token: launch.token,
      transactionId: vid('bet'),
      roundId: vid('round'),
    };
    await seamless.bet({ ...bet, gameCode, amount });
    await seamless.win({
      playerId: bet.playerId,
      transactionId: vid('win'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      amount: win,
      endRound: true,
    });
  }

  it('shows, filters and sums bingo, fishing and card-table bets as BINGO, FISH and PVP, not OTHER', async () => {
    await engineBet('BINGO', 'BINGO_TURBO', 300, 0);
    await engineBet('FISHING', 'FISHING_CORAL_REEF', 500, 800);
    await engineBet('PVP', 'holdem-1', 400, 350);
    const stored = await t.db
      .selectFrom('seamless_bets')
      .select(['vendor_code', 'game_type'])
      .where('member_id', '=', p.memberId)
      .execute();
    expect(stored).toHaveLength(3);
    const day = new Date().toISOString().slice(0, 10);
    const q = `from=${day}&to=${day}&tzOffset=0&pageNo=1&pageSize=20`;
    const get = async <T>(url: string) => {
      const res = await t.call({ method: 'GET', url, token: p.sessionToken });
      expect(res.statusCode, url).toBe(200);
      return res.json() as T;
    };
    const bets = await get<TBetRecords>(`/api/records/bets?${q}`);
    expect(bets.rows.map((r) => [r.gameType, r.stake, r.payout]).sort()).toEqual(
      [
        ['BINGO', 300, 0],
        ['FISH', 500, 800],
        ['PVP', 400, 350],
      ].sort(),
    );
    for (const [type, count] of [
      ['FISH', 1],
      ['BINGO', 1],
      ['PVP', 1],
      ['RNG', 0],
    ] as const) {
      const filtered = await get<TBetRecords>(`/api/records/bets?${q}&gameType=${type}`);
      expect(filtered.totals.count, type).toBe(count);
    }
    const pnl = await get<TProfitReport>(`/api/records/profit?${q}`);
    expect(pnl.rows.map((r) => [r.gameType, r.stake, r.payout, r.net]).sort()).toEqual(
      [
        ['BINGO', 300, 0, -300],
        ['FISH', 500, 800, 300],
        ['PVP', 400, 350, -50],
      ].sort(),
    );
  });
});
