// The lottery's batched wallet (migration 0026, decision 031) on the tier's database (PGlite, or
// PostgreSQL with DATABASE_URL): a slip is one posting and replays (sequentially and concurrently)
// charge once; a refused slip leaves nothing; a settlement that stops after one chunk (a crash) is
// finished by the next run without paying twice; concurrent settlements split the chunks and pay
// each ticket once; every ticket stays a seamless bet closed by its own win in the betting record;
// and the ledger invariants hold after thousands of tickets.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLotteryBet } from '@pavilion/contracts/lottery';
import { lotteryGameDef } from '@pavilion/games/lottery/catalogue';
import { drawIssue, lotteryClientSeed } from '@pavilion/games/lottery/draw';
import { currentIssue } from '@pavilion/games/lottery/schedule';
import { settleBet } from '@pavilion/games/lottery/ticket';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { runLotteryTick } from '@/modules/lottery/draws.service.ts';
import { lotteryDeps, type TLotteryDeps } from '@/modules/lottery/lottery.deps.ts';
import * as repo from '@/modules/lottery/lottery.repo.ts';
import { payIssueChunks } from '@/modules/lottery/ticket-money.ts';
import { placeSlip, type TLotteryPlayer } from '@/modules/lottery/tickets.service.ts';
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

/** The settlement's steps up to the money: draw, results (as drawAndSettle writes them), settled. */
async function drawAndWriteResults(gameCode: string, issueNo: string, now: Date) {
  const def = lotteryGameDef(gameCode)!;
  const [issue] = await repo.findIssues(t.db, gameCode, [issueNo]);
  const draw = drawIssue(
    { family: def.family, vnRegion: def.vnRegion },
    issue!.server_seed,
    lotteryClientSeed(gameCode, issueNo),
  );
  expect(await repo.markDrawn(t.db, issue!.id, draw, now)).toBe(true);
  const pending = await repo.pendingTicketsOfIssue(t.db, issue!.id);
  await repo.writeResults(
    t.db,
    pending.map((x) => ({
      id: x.id,
      payout: settleBet(
        {
          family: def.family,
          vnRegion: def.vnRegion,
          ...x,
          unitAmount: x.unit_amount,
          playType: x.play_type,
        },
        draw,
        x.odds,
      ).payout,
    })),
    now,
  );
  expect(await repo.markSettled(t.db, issue!.id, now)).toBe(true);
  return issue!.id;
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
    const issueId = await drawAndWriteResults('SSC_1M', issue.issueNo, at);
    // the first run credits one chunk of 7 tickets, then dies
    expect(await repo.payChunk(t.db, issueId, 7)).toMatchObject({ claimed: 7, paid: 7 });
    const half = await moneyOf(ids);
    expect(half.winTx).toBe(7);
    // the restarted scheduler finishes the rest; a further run changes nothing
    await runLotteryTick(deps, at);
    const balances = await Promise.all(players.map(balance));
    await runLotteryTick(deps, at);
    expect(await Promise.all(players.map(balance))).toEqual(balances);
    expect(await moneyOf(ids)).toEqual({ betRows: 30, betTx: 30, winTx: 30, settledBets: 30 });
    for (const [k, p] of players.entries()) {
      const tickets = await t.db
        .selectFrom('lottery_tickets')
        .selectAll()
        .where('member_id', '=', p.memberId)
        .execute();
      expect(tickets.every((x) => x.wallet_done && (x.status === 'won' || x.status === 'lost'))).toBe(true);
      const net = tickets.reduce((s, x) => s + (x.payout ?? 0) - x.stake, 0);
      expect(balances[k]).toBe(200_000 + net);
    }
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it(
    'splits chunks across concurrent settlements and pays every ticket of thousands once',
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
      const issueId = await drawAndWriteResults('SSC_1M', issue.issueNo, at);
      const paid = await Promise.all([
        payIssueChunks(t.db, issueId),
        payIssueChunks(t.db, issueId),
        payIssueChunks(t.db, issueId),
      ]);
      expect(paid.reduce((a, b) => a + b, 0)).toBe(2000);
      expect(await moneyOf(ids)).toEqual({ betRows: 2000, betTx: 2000, winTx: 2000, settledBets: 2000 });
      const wins = await count(sql<{ n: string }>`select count(*) as n from lottery_tickets
        where issue_id = ${issueId} and status = 'won'`);
      expect(wins).toBeGreaterThan(0);
      // one posting per chunk of wins, each with one leg per member and per house shard
      const postings = await count(sql<{ n: string }>`select count(*) as n from ledger_transactions
        where idempotency_key like ${`seamless:LOTTERY:wins:${issueId}:%`}`);
      expect(postings).toBeGreaterThan(0);
      expect(postings).toBeLessThan(wins);
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
    },
  );
});
