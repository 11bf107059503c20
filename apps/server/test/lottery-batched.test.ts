// The lottery's batched wallet (migrations 0026 and 0034, decisions 031 and 039) on the tier's
// database (PGlite, or PostgreSQL with DATABASE_URL): a slip is one posting and replays
// (sequentially and concurrently) charge once; a refused slip leaves nothing; a settlement that
// stops after one chunk (a crash) is finished by the next run without paying twice; concurrent
// settlements split the chunks and settle each ticket once; every ticket stays a seamless bet closed
// by its own `lt<id>-win` in the betting record, with a seamless transaction only for a win (a
// replayed zero win is answered from the bet's state); tickets left open by the settlement of
// decision 031 are still paid; a void refunds every ticket in one posting per chunk; and the ledger
// invariants hold after thousands of tickets.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLotteryBet } from '@pavilion/contracts/lottery';
import { lotteryGameDef } from '@pavilion/games/lottery/catalogue';
import { drawIssue, lotteryClientSeed } from '@pavilion/games/lottery/draw';
import { currentIssue } from '@pavilion/games/lottery/schedule';
import { settleBet } from '@pavilion/games/lottery/ticket';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { runLotteryTick, voidIssue } from '@/modules/lottery/draws.service.ts';
import { lotteryDeps, type TLotteryDeps } from '@/modules/lottery/lottery.deps.ts';
import * as repo from '@/modules/lottery/lottery.repo.ts';
import { cancelTicket, placeSlip, type TLotteryPlayer } from '@/modules/lottery/tickets.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
let deps: TLotteryDeps;
let seq = 0;
const rid = () => `lb-${process.pid}-${++seq}`;

beforeAll(async () => {
  t = await startTestApp();
  deps = lotteryDeps(t.db, t.config);
});
afterAll(async () => {
  await t.close();
});

async function player(balance: number): Promise<TLotteryPlayer> {
  const m = await createMember(t, { balance });
  await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id) };
}
const balance = async (p: TLotteryPlayer) => (await memberWallet(t.db, p.memberId)).balance;

/** SSC position 1 with every digit: one of its 10 combinations wins whatever the draw. */
const SURE: TLotteryBet = {
  playType: 'pos',
  selection: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
  unitAmount: 100,
  multiplier: 1,
};
const digit = (d: number, row = 0): TLotteryBet => ({
  playType: 'pos',
  selection: Array.from({ length: 5 }, (_, r) => (r === row ? [String(d)] : [])),
  unitAmount: 100,
  multiplier: 1,
});

/** An SSC_1M issue `offsetMinutes` ahead and a moment at which it is open. */
function sscIssue(offsetMinutes: number) {
  const def = lotteryGameDef('SSC_1M')!;
  const issue = currentIssue(def.schedule, new Date(Date.now() + offsetMinutes * 60_000));
  return { ...issue, openAt: new Date(issue.closesAt.getTime() - 20_000) };
}

const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
  Number((await query.execute(t.db)).rows[0]!.n);

/** Tickets of `ids`, their bets and wins in seamless_*, and the postings that carried them. */
async function moneyOf(ids: number[]) {
  const bets = ids.map((id) => `lt${id}-bet`);
  const wins = ids.map((id) => `lt${id}-win`);
  return {
    betRows: await count(sql<{ n: string }>`select count(*) as n from seamless_bets
      where vendor_code = 'LOTTERY' and bet_tx_id in (${sql.join(bets)})`),
    betTx: await count(sql<{ n: string }>`select count(*) as n from seamless_transactions
      where vendor_code = 'LOTTERY' and vendor_tx_id in (${sql.join(bets)})`),
    winTx: await count(sql<{ n: string }>`select count(*) as n from seamless_transactions
      where vendor_code = 'LOTTERY' and vendor_tx_id in (${sql.join(wins)})`),
    settledBets: await count(sql<{ n: string }>`select count(*) as n from seamless_bets b
      join lottery_tickets t on b.bet_tx_id = 'lt' || t.id || '-bet'
      where b.vendor_code = 'LOTTERY' and t.id in (${sql.join(ids)})
        and b.status = 'settled' and b.win_amount = t.payout and b.closing_tx_id = 'lt' || t.id || '-win'`),
  };
}

/** Draws an issue (pending → drawn) and returns its id and draw. */
async function drawOnly(gameCode: string, issueNo: string, now: Date) {
  const def = lotteryGameDef(gameCode)!;
  const [issue] = await repo.findIssues(t.db, gameCode, [issueNo]);
  const draw = drawIssue(
    { family: def.family, vnRegion: def.vnRegion },
    issue!.server_seed,
    lotteryClientSeed(gameCode, issueNo),
  );
  expect(await repo.markDrawn(t.db, issue!.id, draw, now)).toBe(true);
  return { issueId: issue!.id, draw, def };
}

/** Settles an issue's pending tickets `chunk` at a time, as drawAndSettle does; returns those settled. */
async function settleInChunks(gameCode: string, issueId: number, chunk: number, now: Date) {
  const def = lotteryGameDef(gameCode)!;
  const issue = (await repo.findIssueById(t.db, issueId))!;
  let settled = 0;
  for (let afterId = 0; ;) {
    const page = await repo.pendingPage(t.db, issueId, afterId, chunk);
    if (page.length === 0) {
      return settled;
    }
    afterId = page[page.length - 1]!.id;
    const results = page.map((x) => ({
      id: x.id,
      payout: settleBet(
        {
          family: def.family,
          vnRegion: def.vnRegion,
          playType: x.play_type,
          selection: x.selection,
          unitAmount: x.unit_amount,
          multiplier: x.multiplier,
        },
        issue.draw!,
        JSON.parse(x.odds) as Record<string, number>,
      ).payout,
    }));
    settled += (await repo.settleChunk(t.db, issueId, results, now)).settled;
  }
}

describe('[LOTTERY] batched slips', () => {
  it('post one ledger transaction per slip and replay it, sequentially and concurrently, once', async () => {
    const p = await player(100_000);
    const issue = sscIssue(30);
    const req = { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [SURE, digit(3, 1)] };
    const first = await placeSlip(deps, p, req, issue.openAt);
    expect(first.tickets).toHaveLength(2);
    expect(first.balance).toBe(100_000 - 1000 - 100);
    const again = await placeSlip(deps, p, req, issue.openAt);
    expect(again.tickets.map((x) => x.id)).toEqual(first.tickets.map((x) => x.id));
    expect(again.balance).toBe(first.balance);
    // a concurrent twin of a new slip: one of the two writes it, the other answers the same tickets
    const twin = { ...req, requestId: rid() };
    const [a, b] = await Promise.all([
      placeSlip(deps, p, twin, issue.openAt),
      placeSlip(deps, p, twin, issue.openAt),
    ]);
    expect(a.tickets.map((x) => x.id)).toEqual(b.tickets.map((x) => x.id));
    expect(await balance(p)).toBe(100_000 - 2 * 1100);
    const postings = await count(sql<{ n: string }>`select count(*) as n from ledger_transactions
      where idempotency_key like ${`seamless:LOTTERY:slip:${p.memberId}:%`}`);
    expect(postings).toBe(2);
    const ids = [...first.tickets, ...a.tickets].map((x) => Number(x.id));
    expect(await moneyOf(ids)).toMatchObject({ betRows: 4, betTx: 4, winTx: 0 });
    // the betting record sees one bet per ticket
    const rows = await t.db
      .selectFrom('seamless_bets')
      .select(['amount', 'status', 'game_code'])
      .where('member_id', '=', p.memberId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { amount: 1000, status: 'open', game_code: 'SSC_1M' },
      { amount: 100, status: 'open', game_code: 'SSC_1M' },
      { amount: 1000, status: 'open', game_code: 'SSC_1M' },
      { amount: 100, status: 'open', game_code: 'SSC_1M' },
    ]);
  });

  it('leave nothing behind when refused: funds, exposure, closed issue', async () => {
    const p = await player(500);
    const issue = sscIssue(31);
    const before = await t.db
      .selectFrom('lottery_exposure')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const code = await placeSlip(
      deps,
      p,
      { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [SURE] },
      issue.openAt,
    ).then(
      () => 'ok',
      (e: unknown) => (e instanceof AppError ? e.code : String(e)),
    );
    expect(code).toBe('INSUFFICIENT_FUNDS');
    const tickets = await t.db
      .selectFrom('lottery_tickets')
      .select('id')
      .where('member_id', '=', p.memberId)
      .execute();
    expect(tickets).toEqual([]);
    const after = await t.db
      .selectFrom('lottery_exposure')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await balance(p)).toBe(500);
    const late = await placeSlip(
      deps,
      p,
      { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [digit(1)] },
      new Date(issue.closesAt.getTime() + 1000),
    ).then(
      () => 'ok',
      (e: unknown) => (e instanceof AppError ? e.code : String(e)),
    );
    expect(late).toBe('LOTTERY_ISSUE_CLOSED');
  });
});

const wonOf = (ids: number[]) =>
  count(sql<{ n: string }>`select count(*) as n from lottery_tickets
    where id in (${sql.join(ids)}) and status = 'won'`);

async function expectSettledOnce(players: TLotteryPlayer[], start: number) {
  for (const p of players) {
    const tickets = await t.db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('member_id', '=', p.memberId)
      .execute();
    expect(tickets.every((x) => x.wallet_done && (x.status === 'won' || x.status === 'lost'))).toBe(true);
    const net = tickets.reduce((s, x) => s + (x.payout ?? 0) - x.stake, 0);
    expect(await balance(p)).toBe(start + net);
  }
  expect(await findLedgerViolations(t.db)).toEqual([]);
}

describe('[LOTTERY] batched settlement', () => {
  it('resumes after a crash mid-way without paying twice', async () => {
    const players = await Promise.all([player(200_000), player(200_000), player(200_000)]);
    const issue = sscIssue(35);
    const ids: number[] = [];
    for (const p of players) {
      const slip = await placeSlip(
        deps,
        p,
        {
          requestId: rid(),
          gameCode: 'SSC_1M',
          issueNo: issue.issueNo,
          bets: [SURE, ...Array.from({ length: 9 }, (_, d) => digit(d))],
        },
        issue.openAt,
      );
      ids.push(...slip.tickets.map((x) => Number(x.id)));
    }
    const at = new Date(issue.drawAt.getTime() + 1000);
    const { issueId } = await drawOnly('SSC_1M', issue.issueNo, at);
    // the first run settles one chunk of 7 tickets (its wins paid in one posting), then dies
    const first = (await repo.pendingPage(t.db, issueId, 0, 7)).map((x) => x.id);
    const page = await repo.pendingPage(t.db, issueId, 0, 7);
    const { draw } = (await repo.findIssueById(t.db, issueId))!;
    const out = await repo.settleChunk(
      t.db,
      issueId,
      page.map((x) => ({
        id: x.id,
        payout: settleBet(
          {
            family: 'SSC',
            playType: x.play_type,
            selection: x.selection,
            unitAmount: x.unit_amount,
            multiplier: x.multiplier,
          },
          draw!,
          JSON.parse(x.odds) as Record<string, number>,
        ).payout,
      })),
      at,
    );
    expect(out.settled).toBe(7);
    // the settlement's chunk is settled whole: results, closed bets, wins paid; a replay of it writes nothing
    const half = await moneyOf(first);
    expect(half).toEqual({ betRows: 7, betTx: 7, winTx: await wonOf(first), settledBets: 7 });
    expect(await settleInChunks('SSC_1M', issueId, 7, at).then(() => moneyOf(first))).toEqual(half);
    expect(await repo.settleChunk(t.db, issueId, [{ id: first[0]!, payout: 999_999 }], at)).toEqual({
      settled: 0,
      wins: 0,
      winners: [],
    });
    // the restarted scheduler finishes the rest; a further run changes nothing
    const issueRow = (await repo.findIssueById(t.db, issueId))!;
    expect(issueRow.status).toBe('drawn');
    await runLotteryTick(deps, at);
    const balances = await Promise.all(players.map(balance));
    await runLotteryTick(deps, at);
    expect(await Promise.all(players.map(balance))).toEqual(balances);
    expect((await repo.findIssueById(t.db, issueId))!.status).toBe('settled');
    const won = await wonOf(ids);
    expect(won).toBeGreaterThanOrEqual(3);
    // a win is a seamless transaction of its own; a loss is recorded by the ticket and its closed bet only
    expect(await moneyOf(ids)).toEqual({ betRows: 30, betTx: 30, winTx: won, settledBets: 30 });
    await expectSettledOnce(players, 200_000);
  });

  it('answers a replayed zero win of a lost ticket from its state, and refuses another amount', async () => {
    const p = await player(50_000);
    const issue = sscIssue(36);
    const slip = await placeSlip(
      deps,
      p,
      { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [digit(0), digit(1), digit(2)] },
      issue.openAt,
    );
    const at = new Date(issue.drawAt.getTime() + 1000);
    await runLotteryTick(deps, at);
    const tickets = await t.db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where(
        'id',
        'in',
        slip.tickets.map((x) => Number(x.id)),
      )
      .execute();
    const lost = tickets.find((x) => x.status === 'lost')!;
    expect(lost).toBeDefined();
    const before = await balance(p);
    const win = {
      playerId: String(p.memberId),
      transactionId: `lt${lost.id}-win`,
      betTransactionId: `lt${lost.id}-bet`,
      roundId: `lt${lost.id}`,
      amount: 0,
      endRound: true,
    };
    const first = await deps.seamless.win(win);
    expect(first).toMatchObject({ balance: before, replayed: true });
    expect(await deps.seamless.win(win)).toMatchObject({ balance: before, replayed: true });
    const code = await deps.seamless.win({ ...win, transactionId: `lt${lost.id}-win2` }).then(
      () => 'ok',
      (e: unknown) => (e as { code?: string }).code,
    );
    expect(code).toBe('BET_ALREADY_SETTLED');
    const more = await deps.seamless.win({ ...win, amount: 500 }).then(
      () => 'ok',
      (e: unknown) => (e as { code?: string }).code,
    );
    expect(more).toBe('DUPLICATE_TRANSACTION');
    expect(await balance(p)).toBe(before);
  });

  it('pays tickets the settlement of decision 031 left with their money step open', async () => {
    const players = await Promise.all([player(100_000), player(100_000)]);
    const issue = sscIssue(37);
    const ids: number[] = [];
    for (const p of players) {
      const slip = await placeSlip(
        deps,
        p,
        { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [SURE, digit(4), digit(5)] },
        issue.openAt,
      );
      ids.push(...slip.tickets.map((x) => Number(x.id)));
    }
    const at = new Date(issue.drawAt.getTime() + 1000);
    const { issueId, draw } = await drawOnly('SSC_1M', issue.issueNo, at);
    // results written as 0026's settlement wrote them: won/lost, money step open, issue settled
    for (const x of await repo.pendingTicketsOfIssue(t.db, issueId)) {
      const payout = settleBet(
        {
          family: 'SSC',
          playType: x.play_type,
          selection: x.selection,
          unitAmount: x.unit_amount,
          multiplier: x.multiplier,
        },
        draw,
        x.odds,
      ).payout;
      await sql`update lottery_tickets set status = ${payout > 0 ? 'won' : 'lost'}, payout = ${payout},
        wallet_done = false, settled_at = ${at} where id = ${x.id}`.execute(t.db);
    }
    expect(await repo.markSettled(t.db, issueId, at)).toBe(true);
    await runLotteryTick(deps, at);
    // 0026's pay chunk recorded every ticket's win, zero ones included
    expect(await moneyOf(ids)).toEqual({ betRows: 6, betTx: 6, winTx: 6, settledBets: 6 });
    await expectSettledOnce(players, 100_000);
  });

  it(
    'splits chunks across concurrent settlements and settles every ticket of thousands once',
    { timeout: 240_000 },
    async () => {
      const players = await Promise.all(Array.from({ length: 10 }, () => player(10_000_000)));
      const issue = sscIssue(40);
      const ids: number[] = [];
      for (const [k, p] of players.entries()) {
        for (let s = 0; s < 10; s++) {
          const slip = await placeSlip(
            deps,
            p,
            {
              requestId: rid(),
              gameCode: 'SSC_1M',
              issueNo: issue.issueNo,
              bets: Array.from({ length: 20 }, (_, j) => digit((j + s + k) % 10, (j + k) % 5)),
            },
            issue.openAt,
          );
          ids.push(...slip.tickets.map((x) => Number(x.id)));
        }
      }
      expect(ids).toHaveLength(2000);
      const at = new Date(issue.drawAt.getTime() + 1000);
      const { issueId } = await drawOnly('SSC_1M', issue.issueNo, at);
      const settled = await Promise.all([
        settleInChunks('SSC_1M', issueId, 150, at),
        settleInChunks('SSC_1M', issueId, 150, at),
        settleInChunks('SSC_1M', issueId, 150, at),
      ]);
      expect(settled.reduce((a, b) => a + b, 0)).toBe(2000);
      const wins = await wonOf(ids);
      expect(wins).toBeGreaterThan(0);
      expect(await moneyOf(ids)).toEqual({ betRows: 2000, betTx: 2000, winTx: wins, settledBets: 2000 });
      // one posting per chunk with wins, each with one leg per member and per house shard
      const postings = await count(sql<{ n: string }>`select count(*) as n from ledger_transactions
        where idempotency_key like ${`seamless:LOTTERY:wins:${issueId}:%`}`);
      expect(postings).toBeGreaterThan(0);
      expect(postings).toBeLessThanOrEqual(Math.ceil(2000 / 150) * 3);
      expect(postings).toBeLessThan(wins);
      expect(await repo.markSettled(t.db, issueId, at)).toBe(true);
      await expectSettledOnce(players, 10_000_000);
    },
  );

  it('refunds a void issue of many tickets in one posting per chunk', async () => {
    const players = await Promise.all([player(100_000), player(100_000), player(100_000)]);
    const issue = sscIssue(45);
    const ids: number[] = [];
    for (const p of players) {
      const slip = await placeSlip(
        deps,
        p,
        {
          requestId: rid(),
          gameCode: 'SSC_1M',
          issueNo: issue.issueNo,
          bets: Array.from({ length: 10 }, (_, d) => digit(d)),
        },
        issue.openAt,
      );
      ids.push(...slip.tickets.map((x) => Number(x.id)));
    }
    expect(await Promise.all(players.map(balance))).toEqual([99_000, 99_000, 99_000]);
    const out = await voidIssue(
      deps,
      { gameCode: 'SSC_1M', issueNo: issue.issueNo, reason: 'test', operatorId: null },
      issue.openAt,
    );
    expect(out.refunded).toBe(30);
    expect(await Promise.all(players.map(balance))).toEqual([100_000, 100_000, 100_000]);
    const postings = await count(sql<{ n: string }>`select count(*) as n from ledger_transactions
      where idempotency_key like 'seamless:LOTTERY:refunds:%' and idempotency_key in
        (${sql.join(ids.map((id) => `seamless:LOTTERY:refunds:${id}`))})`);
    expect(postings).toBe(1);
    const rolledBack = await count(sql<{ n: string }>`select count(*) as n from seamless_bets b
      join seamless_transactions s on s.vendor_code = 'LOTTERY' and s.vendor_tx_id = b.closing_tx_id
      where b.vendor_code = 'LOTTERY' and b.status = 'rolled_back'
        and b.bet_tx_id in (${sql.join(ids.map((id) => `lt${id}-bet`))})`);
    expect(rolledBack).toBe(30);
    // a replayed rollback answers the stored reply; nothing moves twice
    const again = await deps.seamless.rollback({
      playerId: String(players[0]!.memberId),
      transactionId: `lt${ids[0]}-bet-rb`,
      betTransactionId: `lt${ids[0]}-bet`,
      roundId: `lt${ids[0]}`,
    });
    expect(again).toMatchObject({ replayed: true });
    await runLotteryTick(deps, new Date(issue.drawAt.getTime() + 1000));
    expect(await Promise.all(players.map(balance))).toEqual([100_000, 100_000, 100_000]);
    const tickets = await t.db.selectFrom('lottery_tickets').selectAll().where('id', 'in', ids).execute();
    expect(tickets.every((x) => x.status === 'refunded' && x.wallet_done)).toBe(true);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});

describe('[LOTTERY] striped exposure', () => {
  it(
    'holds a number to its cap exactly across stripes, concurrent slips and a release',
    { timeout: 120_000 },
    async () => {
      const BIG: TLotteryBet = { playType: 'sum_bsoe', selection: [['big']], unitAmount: 100, multiplier: 1 };
      const issue = sscIssue(50);
      const slip = (p: TLotteryPlayer) =>
        placeSlip(
          deps,
          p,
          { requestId: rid(), gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [BIG] },
          issue.openAt,
        ).then(
          (r) => r.tickets[0]!.id,
          (e: unknown) => (e instanceof AppError ? e.code : String(e)),
        );
      const first = await player(10_000);
      const firstId = await slip(first);
      const ticket = (await repo.findTicket(t.db, Number(firstId)))!;
      const maxPayout = ticket.max_payout;
      const original = (await repo.listPlayTypes(t.db, 'SSC_1M')).find((x) => x.play_type === 'sum_bsoe')!;
      // room for exactly 20 tickets: each stripe's share is about 2.5 of them
      const cap = 20 * maxPayout + 3;
      await repo.updatePlayType(t.db, 'SSC_1M', 'sum_bsoe', { exposure_cap: cap });
      try {
        const players = await Promise.all(Array.from({ length: 30 }, () => player(10_000)));
        const outcomes = await Promise.all(players.map(slip));
        const placed = outcomes.filter((o) => o !== 'LOTTERY_EXPOSURE_LIMIT');
        expect(placed.every((o) => /^[0-9]+$/.test(String(o)))).toBe(true);
        expect(placed).toHaveLength(19);
        const exposure = async () =>
          Number(
            (
              await sql<{ n: string }>`select coalesce(sum(amount), 0) as n from lottery_exposure e
              join lottery_issues i on i.id = e.issue_id
              where i.game_code = 'SSC_1M' and i.issue_no = ${issue.issueNo} and e.bucket like 'sum_bsoe:0:big#%'`.execute(
                t.db,
              )
            ).rows[0]!.n,
          );
        expect(await exposure()).toBe(20 * maxPayout);
        // a cancel releases its bound: exactly one more fits, then the cap holds again
        await cancelTicket(deps, first, Number(firstId), issue.openAt);
        expect(await exposure()).toBe(19 * maxPayout);
        const late = await Promise.all(Array.from({ length: 3 }, () => player(10_000)));
        const again = await Promise.all(late.map(slip));
        expect(again.filter((o) => o === 'LOTTERY_EXPOSURE_LIMIT')).toHaveLength(2);
        expect(await exposure()).toBe(20 * maxPayout);
      } finally {
        await repo.updatePlayType(t.db, 'SSC_1M', 'sum_bsoe', { exposure_cap: original.exposure_cap });
      }
    },
  );
});
