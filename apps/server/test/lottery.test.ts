// The lottery vendor on the tier's database (PGlite, or PostgreSQL with DATABASE_URL): routes and
// refusals, an issue's whole life (slip, close, draw from the committed seed, settlement paid
// through the seamless wallet, verification), bets refused after close, cancel, follow-ups with
// stop-on-win, catch-up after downtime (late draw, or void and refund past the limit), two
// schedulers at once settling once, the operator's odds, limits and void, and ledger invariants
// after thousands of tickets. Time is passed to the services, so no test waits for a clock.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLotteryGameDetail, TLotteryLobby, TLotteryBet } from '@pavilion/contracts/lottery';
import { lotteryGameDef } from '@pavilion/games/lottery/catalogue';
import { verifyDraw } from '@pavilion/games/lottery/draw';
import { currentIssue } from '@pavilion/games/lottery/schedule';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { drawAndSettle, runLotteryTick } from '@/modules/lottery/draws.service.ts';
import { lotteryDeps, type TLotteryDeps } from '@/modules/lottery/lottery.deps.ts';
import {
  cancelFollowUp,
  cancelTicket,
  placeSlip,
  type TLotteryPlayer,
} from '@/modules/lottery/tickets.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
let deps: TLotteryDeps;
let seq = 0;
const rid = () => `lt-${process.pid}-${++seq}`;

async function player(balance: number, type = 0): Promise<TLotteryPlayer & { token: string }> {
  const m = await createMember(t, { balance, type });
  const token = await createSession(t.db, t.config, {
    kind: type === 4 ? 'trial' : 'member',
    memberId: m.id,
    ip: '10.1.2.3',
  });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id), token };
}
const balance = async (p: TLotteryPlayer) => (await memberWallet(t.db, p.memberId)).balance;
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

/** SSC position 1 with every digit: exactly one of its 10 combinations wins, whatever the draw. */
const SURE: TLotteryBet = {
  playType: 'pos',
  selection: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
  unitAmount: 100,
  multiplier: 1,
};
const SMALL: TLotteryBet = { playType: 'sum_bsoe', selection: [['big']], unitAmount: 200, multiplier: 3 };

/** A moment at which the SSC_1M issue drawn at `drawAt` is open, and that issue's number. */
function sscIssue(offsetMinutes = 5) {
  const def = lotteryGameDef('SSC_1M')!;
  const issue = currentIssue(def.schedule, new Date(Date.now() + offsetMinutes * 60_000));
  return { ...issue, openAt: new Date(issue.closesAt.getTime() - 20_000) };
}

async function issueRow(gameCode: string, issueNo: string) {
  return t.db
    .selectFrom('lottery_issues')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('issue_no', '=', issueNo)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await startTestApp();
  deps = lotteryDeps(t.db, t.config);
});
afterAll(async () => {
  await t.close();
});

describe('[LOTTERY] routes', () => {
  it('send guests to login and list every game with its open issue', async () => {
    const guest = await t.call({ method: 'GET', url: '/api/lottery/games' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'NOT_LOGGED_IN' } });
    const p = await player(0);
    const res = await t.call({ method: 'GET', url: '/api/lottery/games', token: p.token });
    expect(res.statusCode, res.body).toBe(200);
    const lobby = res.json() as TLotteryLobby;
    expect(lobby.games.length).toBe(26);
    for (const g of lobby.games) {
      expect(g.current?.state).toMatch(/open|closed/);
      expect(g.current?.serverSeed).toBeNull();
      expect(g.current?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    }
    const vn = await t.call({ method: 'GET', url: '/api/lottery/games?route=/vnLottery', token: p.token });
    expect((vn.json() as TLotteryLobby).games.map((g) => g.code)).toEqual([
      'VN_1M',
      'VN_3M',
      'VN_5M',
      'VN_SOUTH',
      'VN_CENTRAL',
      'VN_NORTH',
    ]);
    const detail = await t.call({ method: 'GET', url: '/api/lottery/games/PK10_3M', token: p.token });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json() as TLotteryGameDetail;
    expect(body.playTypes.map((x) => x.playType)).toContain('dragon_tiger');
    expect(body.upcoming).toHaveLength(50);
    const unknown = await t.call({ method: 'GET', url: '/api/lottery/games/NOPE', token: p.token });
    expect(unknown.json()).toMatchObject({ error: { code: 'LOTTERY_GAME_NOT_FOUND' } });
  });

  it('refuse bad slips with clear codes', { timeout: 120_000 }, async () => {
    const p = await player(100_000);
    const readGame = async () =>
      (
        (
          await t.call({ method: 'GET', url: '/api/lottery/games/SSC_5M', token: p.token })
        ).json() as TLotteryGameDetail
      ).game;
    let game = await readGame();
    // every slip below goes to this issue: start on one that stays open for the whole test
    const closesIn = new Date(game.current!.closesAt).getTime() - Date.now();
    if (closesIn < 60_000) {
      await new Promise((r) => setTimeout(r, Math.max(closesIn, 0) + 1_500));
      game = await readGame();
    }
    const slip = (over: object) =>
      t.call({
        method: 'POST',
        url: '/api/lottery/tickets',
        token: p.token,
        payload: {
          requestId: rid(),
          gameCode: 'SSC_5M',
          issueNo: game.current!.issueNo,
          bets: [SMALL],
          ...over,
        },
      });
    const bad = async (over: object) => {
      const r = await slip(over);
      return [r.statusCode, (r.json() as { error: { code: string } }).error.code];
    };
    expect(await bad({ bets: [{ ...SMALL, selection: [['HUGE!']] }] })).toEqual([400, 'VALIDATION_FAILED']);
    expect(await bad({ bets: [{ ...SMALL, selection: [['dragon']] }] })).toEqual([
      400,
      'LOTTERY_INVALID_SELECTION',
    ]);
    expect(await bad({ bets: [{ ...SMALL, playType: 'any2' }] })).toEqual([409, 'LOTTERY_PLAY_TYPE_CLOSED']);
    expect(await bad({ bets: [{ ...SMALL, unitAmount: 1, multiplier: 1 }] })).toEqual([
      400,
      'LOTTERY_STAKE_OUT_OF_RANGE',
    ]);
    expect(await bad({ issueNo: '20200101-0001' })).toEqual([409, 'LOTTERY_ISSUE_CLOSED']);
    expect(await bad({ issueNo: '20991231-0001' })).toEqual([404, 'LOTTERY_ISSUE_NOT_FOUND']);
    expect(await bad({ issueNo: '20200101' })).toEqual([404, 'LOTTERY_ISSUE_NOT_FOUND']);
    expect(await bad({ bets: [{ ...SMALL, unitAmount: 10_000_000 }] })).toEqual([
      400,
      'LOTTERY_STAKE_OUT_OF_RANGE',
    ]);
    const poor = await player(0);
    const r = await t.call({
      method: 'POST',
      url: '/api/lottery/tickets',
      token: poor.token,
      payload: { requestId: rid(), gameCode: 'SSC_5M', issueNo: game.current!.issueNo, bets: [SMALL] },
    });
    expect(r.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    const mine = await t.call({ method: 'GET', url: '/api/lottery/tickets', token: poor.token });
    expect(mine.json()).toMatchObject({ tickets: [], total: 0 });
    // the exposure cap per number and draw: 1,176 of potential payout on "big" does not fit in 2,000 twice
    const admin = await t.adminToken();
    const cap = (exposureCap: number) =>
      t.call({
        method: 'PUT',
        url: '/api/admin/lottery/games/SSC_5M/play-types/sum_bsoe',
        token: admin,
        payload: { exposureCap },
      });
    expect((await cap(2000)).statusCode).toBe(200);
    expect((await slip({})).statusCode).toBe(200);
    expect(await bad({})).toEqual([409, 'LOTTERY_EXPOSURE_LIMIT']);
    expect((await slip({ bets: [{ ...SMALL, selection: [['small']] }] })).statusCode).toBe(200);
    expect((await cap(100_000_000)).statusCode).toBe(200);
    expect((await slip({})).statusCode).toBe(200);
    // trial users play with their trial credit
    const trial = await player(5000, 4);
    const trialSlip = await t.call({
      method: 'POST',
      url: '/api/lottery/tickets',
      token: trial.token,
      payload: { requestId: rid(), gameCode: 'SSC_5M', issueNo: game.current!.issueNo, bets: [SMALL] },
    });
    expect(trialSlip.statusCode, trialSlip.body).toBe(200);
    expect(trialSlip.json()).toMatchObject({ balance: 4400 });
  });
});

describe('[LOTTERY] issue lifecycle', () => {
  it('sells until close, draws from the committed seed, pays win minus stake, verifies', async () => {
    const p = await player(100_000);
    const issue = sscIssue();
    const before = await balance(p);
    const requestId = rid();
    const reply = await placeSlip(
      deps,
      p,
      { requestId, gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [SURE, SMALL] },
      issue.openAt,
    );
    expect(reply.tickets.map((x) => [x.state, x.stake, x.cancellable])).toEqual([
      ['pending', 1000, true],
      ['pending', 600, true],
    ]);
    expect(reply.balance).toBe(before - 1600);
    // a retry of the same slip changes nothing
    const again = await placeSlip(
      deps,
      p,
      { requestId, gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [SURE, SMALL] },
      issue.openAt,
    );
    expect(again.tickets.map((x) => x.id)).toEqual(reply.tickets.map((x) => x.id));
    expect(await balance(p)).toBe(before - 1600);
    // the same request id with another slip (a larger multiplier, one bet fewer) is refused, nothing runs
    const bigger = { ...SMALL, multiplier: SMALL.multiplier + 1 };
    for (const bets of [[SURE, bigger], [SURE]]) {
      expect(
        await codeOf(
          placeSlip(deps, p, { requestId, gameCode: 'SSC_1M', issueNo: issue.issueNo, bets }, issue.openAt),
        ),
      ).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await balance(p)).toBe(before - 1600);
    // after close: refused
    expect(
      await codeOf(
        placeSlip(
          deps,
          p,
          { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [SMALL] },
          issue.closesAt,
        ),
      ),
    ).toBe('LOTTERY_ISSUE_CLOSED');
    // the draw: nothing before its time
    await runLotteryTick(deps, issue.closesAt);
    expect((await issueRow('SSC_1M', issue.issueNo)).status).toBe('pending');
    await runLotteryTick(deps, new Date(issue.drawAt.getTime() + 1000));
    const row = await issueRow('SSC_1M', issue.issueNo);
    expect(row.status).toBe('settled');
    const tickets = await t.db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('issue_id', '=', row.id)
      .execute();
    const paid = tickets.reduce((s, x) => s + (x.payout ?? 0), 0);
    expect(tickets.every((x) => x.wallet_done && (x.status === 'won' || x.status === 'lost'))).toBe(true);
    expect(tickets.find((x) => x.play_type === 'pos')).toMatchObject({ status: 'won', payout: 980 });
    expect(await balance(p)).toBe(before - 1600 + paid);
    // verification with the revealed seed, as the browser does
    const detail = (
      await t.call({
        method: 'GET',
        url: `/api/lottery/games/SSC_1M/issues/${issue.issueNo}`,
        token: p.token,
      })
    ).json() as {
      serverSeed: string;
      seedHash: string;
      clientSeed: string;
      draw: { numbers: number[]; tiers: [] };
    };
    expect(
      verifyDraw({
        shape: { family: 'SSC' },
        serverSeed: detail.serverSeed,
        seedHash: detail.seedHash,
        clientSeed: detail.clientSeed,
        draw: detail.draw,
      }),
    ).toMatchObject({ seedMatches: true, drawMatches: true });
    // a second settlement run changes nothing
    await drawAndSettle(deps, row, new Date(issue.drawAt.getTime() + 5000));
    expect(await balance(p)).toBe(before - 1600 + paid);
    // the win is notified, once
    const notices = await t.call({ method: 'GET', url: '/api/notifications', token: p.token });
    expect((notices.json() as { rows: { type: string; payload: object }[] }).rows).toEqual([
      expect.objectContaining({
        type: 'lottery_won',
        payload: { amount: paid, reference: `SSC_1M ${issue.issueNo}` },
      }),
    ]);
    // the betting record sees the tickets (seamless_bets)
    const bets = await t.db
      .selectFrom('seamless_bets')
      .selectAll()
      .where('member_id', '=', p.memberId)
      .execute();
    expect(bets).toHaveLength(2);
  });

  it('cancels a ticket before close only', async () => {
    const p = await player(50_000);
    const issue = sscIssue(7);
    const reply = await placeSlip(
      deps,
      p,
      { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [SMALL, SMALL] },
      issue.openAt,
    );
    const [a, b] = reply.tickets;
    const cancelled = await cancelTicket(deps, p, Number(a!.id), issue.openAt);
    expect(cancelled.ticket.state).toBe('cancelled');
    expect(cancelled.balance).toBe(50_000 - 600);
    expect(await codeOf(cancelTicket(deps, p, Number(a!.id), issue.openAt))).toBe(
      'LOTTERY_TICKET_NOT_CANCELLABLE',
    );
    expect(await codeOf(cancelTicket(deps, p, Number(b!.id), issue.closesAt))).toBe(
      'LOTTERY_TICKET_NOT_CANCELLABLE',
    );
    const other = await player(0);
    expect(await codeOf(cancelTicket(deps, other, Number(b!.id), issue.openAt))).toBe(
      'LOTTERY_TICKET_NOT_FOUND',
    );
    await runLotteryTick(deps, new Date(issue.drawAt.getTime() + 1000));
    const settled = await t.db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('id', '=', Number(b!.id))
      .executeTakeFirstOrThrow();
    expect(await balance(p)).toBe(50_000 - 600 + (settled.payout ?? 0));
  });

  it('follows up over the next issues and stops on a win', async () => {
    const p = await player(50_000);
    const issue = sscIssue(10);
    const reply = await placeSlip(
      deps,
      p,
      {
        requestId: rid(),
        gameCode: 'SSC_1M',
        issueNo: issue.issueNo,
        bets: [SURE],
        followUp: { issues: 4, stopOnWin: true },
      },
      issue.openAt,
    );
    expect(reply.tickets.map((x) => x.issueNo)).toHaveLength(4);
    expect(new Set(reply.tickets.map((x) => x.issueNo)).size).toBe(4);
    expect(reply.balance).toBe(50_000 - 4000);
    await runLotteryTick(deps, new Date(issue.drawAt.getTime() + 1000));
    const states = await t.db
      .selectFrom('lottery_tickets')
      .select(['status', 'wallet_done', 'payout'])
      .where('follow_up_id', '=', Number(reply.followUpId))
      .orderBy('id')
      .execute();
    expect(states.map((s) => s.status)).toEqual(['won', 'cancelled', 'cancelled', 'cancelled']);
    expect(states.every((s) => s.wallet_done)).toBe(true);
    expect(await balance(p)).toBe(50_000 - 1000 + 980);

    // without stop-on-win, the player cancels the rest of a plan
    const next = sscIssue(20);
    const plan = await placeSlip(
      deps,
      p,
      {
        requestId: rid(),
        gameCode: 'SSC_1M',
        issueNo: next.issueNo,
        bets: [SMALL],
        followUp: { issues: 3, stopOnWin: false },
      },
      next.openAt,
    );
    const cancelled = await cancelFollowUp(deps, p, Number(plan.followUpId), next.openAt);
    expect(cancelled).toEqual({ cancelled: 3, balance: 50_000 - 1000 + 980 });
  });
});

describe('[LOTTERY] scheduler', () => {
  it('catches up after downtime: late draws settle, issues past the limit are voided and refunded', async () => {
    const p = await player(20_000);
    const late = sscIssue(60);
    await placeSlip(
      deps,
      p,
      { requestId: rid(), gameCode: 'SSC_1M', issueNo: late.issueNo, bets: [SURE] },
      late.openAt,
    );
    const stale = sscIssue(90);
    await placeSlip(
      deps,
      p,
      { requestId: rid(), gameCode: 'SSC_1M', issueNo: stale.issueNo, bets: [SMALL] },
      stale.openAt,
    );
    // the scheduler was down for a while: the first issue is drawn 10 minutes late
    await runLotteryTick(deps, new Date(late.drawAt.getTime() + 10 * 60_000));
    expect((await issueRow('SSC_1M', late.issueNo)).status).toBe('settled');
    expect(await balance(p)).toBe(20_000 - 1000 + 980 - 600);
    // ... and the second only after more than 24 hours: void, refunded
    await runLotteryTick(deps, new Date(stale.drawAt.getTime() + 25 * 3600_000));
    const row = await issueRow('SSC_1M', stale.issueNo);
    expect(row).toMatchObject({ status: 'void', draw: null });
    expect(await balance(p)).toBe(20_000 - 1000 + 980);
  });

  it('two schedulers at once settle every ticket once', async () => {
    const issue = sscIssue(40);
    const players = await Promise.all([player(30_000), player(30_000), player(30_000)]);
    for (const p of players) {
      await placeSlip(
        deps,
        p,
        { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [SURE, SMALL] },
        issue.openAt,
      );
    }
    const other = lotteryDeps(t.db, t.config);
    const at = new Date(issue.drawAt.getTime() + 1000);
    await Promise.all([runLotteryTick(deps, at), runLotteryTick(other, at), runLotteryTick(deps, at)]);
    const row = await issueRow('SSC_1M', issue.issueNo);
    expect(row.status).toBe('settled');
    for (const p of players) {
      const tickets = await t.db
        .selectFrom('lottery_tickets')
        .selectAll()
        .where('member_id', '=', p.memberId)
        .execute();
      const paid = tickets.reduce((s, x) => s + (x.payout ?? 0), 0);
      expect(await balance(p)).toBe(30_000 - 1600 + paid);
      // a win is recorded once as its own seamless transaction; every bet is closed once by its ticket
      const wins = await sql<{ n: string }>`
        select count(*) as n from seamless_transactions where vendor_code = 'LOTTERY' and vendor_tx_id like 'lt%-win'
          and vendor_tx_id in (${sql.join(tickets.map((x) => `lt${x.id}-win`))})`.execute(t.db);
      expect(Number(wins.rows[0]!.n)).toBe(tickets.filter((x) => x.status === 'won').length);
      const closed = await sql<{ n: string }>`
        select count(*) as n from seamless_bets where vendor_code = 'LOTTERY' and status = 'settled'
          and closing_tx_id in (${sql.join(tickets.map((x) => `lt${x.id}-win`))})`.execute(t.db);
      expect(Number(closed.rows[0]!.n)).toBe(2);
    }
  });
});

describe('[LOTTERY] operator', () => {
  it('changes odds and limits (audited) and voids an issue with refunds', async () => {
    const admin = await t.adminToken();
    const p = await player(40_000);
    const put = await t.call({
      method: 'PUT',
      url: '/api/admin/lottery/games/SSC_1M/play-types/pos',
      token: admin,
      payload: { odds: [{ key: 'win', odds: 9500 }], maxStake: 2000 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ maxStake: 2000, odds: [{ key: 'win', odds: 9500 }] });
    const badKey = await t.call({
      method: 'PUT',
      url: '/api/admin/lottery/games/SSC_1M/play-types/pos',
      token: admin,
      payload: { odds: [{ key: 'dragon', odds: 1 }] },
    });
    expect(badKey.statusCode).toBe(400);
    const notOperator = await t.call({
      method: 'PUT',
      url: '/api/admin/lottery/games/SSC_1M/play-types/pos',
      token: p.token,
      payload: { maxStake: 1 },
    });
    expect(notOperator.statusCode).toBe(403);

    const issue = sscIssue(50);
    const slip = await placeSlip(
      deps,
      p,
      { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [SURE, SMALL] },
      issue.openAt,
    );
    expect(await balance(p)).toBe(40_000 - 1600);
    const voided = await t.call({
      method: 'POST',
      url: `/api/admin/lottery/games/SSC_1M/issues/${issue.issueNo}/void`,
      token: admin,
      payload: { reason: 'test void' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ refunded: 2, issue: { state: 'void' } });
    expect(await balance(p)).toBe(40_000);
    const states = await t.db
      .selectFrom('lottery_tickets')
      .select('status')
      .where(
        'id',
        'in',
        slip.tickets.map((x) => Number(x.id)),
      )
      .execute();
    expect(states.map((s) => s.status)).toEqual(['refunded', 'refunded']);
    const again = await t.call({
      method: 'POST',
      url: `/api/admin/lottery/games/SSC_1M/issues/${issue.issueNo}/void`,
      token: admin,
      payload: { reason: 'twice' },
    });
    expect(again.statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('lottery_audit')
      .select(['action', 'subject'])
      .orderBy('id')
      .execute();
    expect(audit.filter((a) => a.subject !== 'sum_bsoe')).toEqual([
      { action: 'play_type_update', subject: 'pos' },
      { action: 'issue_void', subject: issue.issueNo },
    ]);
    // the changed odds pay new tickets
    const next = sscIssue(51);
    await placeSlip(
      deps,
      p,
      { requestId: rid(), gameCode: 'SSC_1M', issueNo: next.issueNo, bets: [SURE] },
      next.openAt,
    );
    await runLotteryTick(deps, new Date(next.drawAt.getTime() + 1000));
    expect(await balance(p)).toBe(40_000 - 1000 + 950);
    const settledVoid = await t.call({
      method: 'POST',
      url: `/api/admin/lottery/games/SSC_1M/issues/${next.issueNo}/void`,
      token: admin,
      payload: { reason: 'late' },
    });
    expect(settledVoid.json()).toMatchObject({ error: { code: 'LOTTERY_ISSUE_SETTLED' } });
  });
});

describe('[LOTTERY] ledger invariants', () => {
  it('hold after thousands of tickets over many games and play types', { timeout: 240_000 }, async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => player(10_000_000)));
    const games = ['SSC_3M', 'PK10_3M', '11X5_3M'] as const;
    const bets: Record<(typeof games)[number], TLotteryBet[]> = {
      SSC_3M: [
        SURE,
        SMALL,
        { playType: 'back3_group6', selection: [['1', '2', '3', '4']], unitAmount: 10, multiplier: 2 },
      ],
      PK10_3M: [
        {
          playType: 'dragon_tiger',
          selection: [['dragon'], ['tiger'], [], [], []],
          unitAmount: 100,
          multiplier: 1,
        },
        {
          playType: 'first2_direct',
          selection: [
            ['1', '2', '3'],
            ['4', '5'],
          ],
          unitAmount: 50,
          multiplier: 1,
        },
      ],
      '11X5_3M': [{ playType: 'any2', selection: [['1', '2', '3', '4']], unitAmount: 20, multiplier: 1 }],
    };
    let placed = 0;
    const start = Date.now();
    for (const gameCode of games) {
      const def = lotteryGameDef(gameCode)!;
      const first = currentIssue(def.schedule, new Date(Date.now() + 72 * 3600_000));
      for (const p of players) {
        // 20 issues of follow-up × the game's bets, a few slips each
        for (let k = 0; k < 4; k++) {
          const reply = await placeSlip(
            deps,
            p,
            {
              requestId: rid(),
              gameCode,
              issueNo: first.issueNo,
              bets: bets[gameCode],
              followUp: { issues: 20, stopOnWin: false },
            },
            new Date(first.closesAt.getTime() - 60_000),
          );
          placed += reply.tickets.length;
        }
      }
    }
    const placing = Date.now() - start;
    expect(placed).toBeGreaterThanOrEqual(2000);
    const settleStart = Date.now();
    await runLotteryTick(deps, new Date(Date.now() + 72 * 3600_000 + 20 * 3 * 60_000 + 120_000));
    const settling = Date.now() - settleStart;
    console.info(`lottery: ${placed} tickets placed in ${placing} ms, settled in ${settling} ms`);
    const open = await t.db
      .selectFrom('lottery_tickets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb.or([eb('status', '=', 'pending'), eb('wallet_done', '=', false)]))
      .executeTakeFirstOrThrow();
    expect(Number(open.n)).toBe(0);
    for (const p of players) {
      const tickets = await t.db
        .selectFrom('lottery_tickets')
        .selectAll()
        .where('member_id', '=', p.memberId)
        .execute();
      const net = tickets.reduce((s, x) => s + (x.payout ?? 0) - x.stake, 0);
      expect(await balance(p)).toBe(10_000_000 + net);
    }
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
