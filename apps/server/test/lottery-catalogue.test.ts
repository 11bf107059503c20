// The lottery vendor in the demo catalogue (PGlite, or PostgreSQL with DATABASE_URL): the lottery
// categories list exactly the vendor's games, each tile launches its lottery page with its game
// code, and a ticket's bet carries the catalogue game, so the betting record names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGamePage } from '@pavilion/contracts/games';
import { LOTTERY_GAMES, lotteryGameDef } from '@pavilion/games/lottery/catalogue';
import { currentIssue } from '@pavilion/games/lottery/schedule';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { LOTTERY_FIRST_NODE_ID, listLotteryInCatalogue } from '@/modules/lottery/lottery-catalogue.ts';
import { lotteryDeps } from '@/modules/lottery/lottery.deps.ts';
import { placeSlip } from '@/modules/lottery/tickets.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
});
afterAll(async () => {
  await t.close();
});

describe('[LOTTERY] catalogue', () => {
  it('lists exactly the vendor games in the lottery categories and launches their pages', async () => {
    const listed = async (gameType: string) =>
      (
        (
          await t.call({ method: 'GET', url: `/api/games?gameType=${gameType}&pageSize=100` })
        ).json() as TGamePage
      ).content.map((g) => g.gameCode);
    const lott = await listed('LOTT');
    const elott = await listed('ELOTT');
    expect([...lott, ...elott].sort()).toEqual(LOTTERY_GAMES.map((g) => g.code).sort());
    expect(elott.sort()).toEqual(
      LOTTERY_GAMES.filter((g) => g.mode === 'ELOTT')
        .map((g) => g.code)
        .sort(),
    );
    // a second run changes nothing
    expect(await listLotteryInCatalogue(t.db)).toBe(false);

    const m = await createMember(t, { balance: 10_000 });
    const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' });
    const launch = async (code: string) => {
      const nodeId = LOTTERY_FIRST_NODE_ID + LOTTERY_GAMES.findIndex((g) => g.code === code);
      return (
        await t.call({ method: 'GET', url: `/api/games/launch?nodeId=${nodeId}`, token })
      ).json() as unknown;
    };
    expect(await launch('SSC_1M')).toEqual({ kind: 'route', path: '/lottery?gameCode=SSC_1M' });
    expect(await launch('VN_NORTH')).toEqual({ kind: 'route', path: '/vnLottery?gameCode=VN_NORTH' });
    expect(await launch('SEA_4D')).toEqual({ kind: 'route', path: '/seaLottery?gameCode=SEA_4D' });

    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    const issue = currentIssue(lotteryGameDef('SSC_1M')!.schedule, new Date(Date.now() + 600_000));
    await placeSlip(
      lotteryDeps(t.db, t.config),
      { memberId: m.id, sessionId: Number(session.id) },
      {
        requestId: `cat-${process.pid}`,
        gameCode: 'SSC_1M',
        issueNo: issue.issueNo,
        bets: [{ playType: 'sum_bsoe', selection: [['odd']], unitAmount: 100, multiplier: 1 }],
      },
      new Date(issue.closesAt.getTime() - 10_000),
    );
    const bet = await t.db
      .selectFrom('seamless_bets')
      .select(['node_id', 'game_type', 'catalogue_vendor', 'game_code'])
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    // the betting record names the lottery game (its catalogue title) with the stake
    const day = new Date().toISOString().slice(0, 10);
    const records = await t.call({ method: 'GET', url: `/api/records/bets?from=${day}&to=${day}`, token });
    expect(records.statusCode, records.body).toBe(200);
    expect(records.json()).toMatchObject({
      rows: [
        expect.objectContaining({
          gameCode: 'SSC_1M',
          gameName: 'Time Lottery 1 Min',
          gameType: 'ELOTT',
          stake: 100,
        }),
      ],
    });
    expect(bet).toEqual({
      node_id: LOTTERY_FIRST_NODE_ID,
      game_type: 'ELOTT',
      catalogue_vendor: 'SSC',
      game_code: 'SSC_1M',
    });
  });
});
