// Lottery throughput on PostgreSQL (issue 14 §Scale, decision 031), in one run on a fresh database:
//  1. Placing tickets in the last seconds before a close: BENCH_CLIENTS (16) concurrent players POST
//     slips to /api/lottery/tickets over HTTP (the app in this process, listening on a port, pool of
//     16): one-ticket slips, and ten-ticket slips (ten different numbers of SSC position 1-5 picks).
//     Beside them, the raw SQL posting ceiling: 16 clients calling `select * from ledger_post(...)`
//     straight on a pg pool (the seamless bench's baseline). The three take turns in short slices
//     (BENCH_SLICES × BENCH_SECONDS / BENCH_SLICES each) so the shared machine's load hits them alike.
//  2. Settling one issue: BENCH_SETTLE_TICKETS (200,000) tickets on one issue, placed by 20-ticket
//     slips through the service (8 at a time), settled by drawAndSettle (lottery_settle_chunk per
//     5,000 tickets: each ticket's result, state and seamless bet closure written once, the chunk's
//     wins one posting, decision 039); beside it, a hand-written set-based SQL settlement of the
//     results on the same data (one UPDATE from the draw, rolled back; the median of
//     BENCH_HAND_RUNS (3), each followed by a vacuum), which moves no money.
// Prints tickets/s, p50/p99 and the ratios. `npm run bench -- lottery` (lottery.bench.ts loads this).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedSite } from '../apps/server/src/db/seed.ts';
import { insertMemberWithWallet } from '../apps/server/src/modules/members/members.repo.ts';
import { drawAndSettle } from '../apps/server/src/modules/lottery/draws.service.ts';
import { ensureIssues } from '../apps/server/src/modules/lottery/games.service.ts';
import { lotteryDeps } from '../apps/server/src/modules/lottery/lottery.deps.ts';
import { placeSlip } from '../apps/server/src/modules/lottery/tickets.service.ts';
import { createSession } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { freshDatabase } from '../apps/server/test/helpers/fresh-database.ts';
import { lotteryGameDef } from '../packages/games/src/lottery/catalogue.ts';
import { currentIssue } from '../packages/games/src/lottery/schedule.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const SLICES = Number(process.env.BENCH_SLICES ?? 4);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SETTLE_TICKETS = Number(process.env.BENCH_SETTLE_TICKETS ?? 200_000);
const HAND_RUNS = Number(process.env.BENCH_HAND_RUNS ?? 3);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GAME = 'SSC_5M';
const OPTIONS = ['big', 'small', 'odd', 'even'];

type TStats = { count: number; perSecond: number; p50: number; p99: number };
function stats(latencies: number[], seconds: number): TStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, perSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
}
const line = (label: string, s: TStats, unit = 'tickets') =>
  `  ${label.padEnd(48)} ${s.perSecond.toFixed(0).padStart(6)} ${unit}/s  p50 ${s.p50.toFixed(2).padStart(7)} ms  p99 ${s.p99.toFixed(2).padStart(8)} ms  (${s.count})`;

type TRun = { latencies: number[]; seconds: number; failed: number };

/** Runs `CLIENTS` loops of `op` for `seconds`; the latencies of the calls that succeeded. */
async function drive(seconds: number, op: (client: number, i: number) => Promise<boolean>): Promise<TRun> {
  const latencies: number[] = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  const start = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; Date.now() < end; i++) {
        const t0 = performance.now();
        if (await op(c, i)) {
          latencies.push(performance.now() - t0);
        } else {
          failed += 1;
        }
      }
    }),
  );
  return { latencies, seconds: (Date.now() - start) / 1000, failed };
}

/** Slices of one kind merged: `perCall` tickets (or postings) per successful call. */
function merge(runs: TRun[], perCall: number): TStats & { failed: number } {
  const latencies = runs.flatMap((r) => r.latencies);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  const s = stats(latencies, seconds);
  return {
    ...s,
    count: s.count * perCall,
    perSecond: s.perSecond * perCall,
    failed: runs.reduce((n, r) => n + r.failed, 0),
  };
}

export async function main() {
  const target = await freshDatabase(BASE_URL, 'pavilion_lottery_bench');
  const db = await createDb({ kind: 'postgres', url: target.url, poolSize: CLIENTS });
  try {
    await migrateToLatest(db);
    await seedSite(db);
    const config = testConfig({ DATABASE_URL: target.url });
    const app = await buildApp({ config, db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const deps = lotteryDeps(db, config);

    const players = [];
    for (let i = 0; i < CLIENTS * 2; i++) {
      const account = `lb${randomBytes(4).toString('hex')}`;
      const m = await insertMemberWithWallet(
        db,
        { account, nickname: account, type: 0, password_hash: 'x' },
        { balance: 1_000_000_000, currency: 'USD' },
      );
      const token = await createSession(db, config, { kind: 'member', memberId: m.id, ip: '10.0.0.1' });
      const s = await db
        .selectFrom('sessions')
        .select('id')
        .where('member_id', '=', m.id)
        .executeTakeFirstOrThrow();
      players.push({ memberId: m.id, sessionId: Number(s.id), token });
    }
    // the issue after the current one: open for the whole run whatever the clock
    const def = lotteryGameDef(GAME)!;
    const current = currentIssue(def.schedule, new Date());
    const [issue] = await ensureIssues(
      db,
      def,
      current.drawAt.getTime() + def.schedule.intervalSeconds * 1000,
      1,
    );
    const issueNo = issue!.issue_no;
    console.log(`lottery bench: PostgreSQL, ${CLIENTS} clients, ${SECONDS} s, game ${GAME} issue ${issueNo}`);

    let seq = 0;
    const post = async (p: { token: string }, bets: object[]) => {
      const res = await fetch(`${base}/api/lottery/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
        body: JSON.stringify({ requestId: `b${process.pid}x${++seq}`, gameCode: GAME, issueNo, bets }),
      });
      await res.arrayBuffer();
      return res.status === 200;
    };
    const oneTicket = (i: number) => [
      { playType: 'sum_bsoe', selection: [[OPTIONS[i % 4]]], unitAmount: 100, multiplier: 1 },
    ];
    // ten different numbers: position (c + k) mod 5, digit (i + k) mod 10
    const tenTickets = (c: number, i: number) =>
      Array.from({ length: 10 }, (_, k) => ({
        playType: 'pos',
        selection: Array.from({ length: 5 }, (_, r) => (r === (c + k) % 5 ? [String((i + k) % 10)] : [])),
        unitAmount: 100,
        multiplier: 1,
      }));
    // the raw ceiling: one ledger posting per call, straight SQL on a pool of CLIENTS connections
    const pool = new pg.Pool({ connectionString: target.url, max: CLIENTS });
    const accounts = await sql<{ wallet: string; house: string }>`
      select (select id from ledger_accounts where member_id = m.id and purpose = 'wallet') as wallet,
        seamless_house_account(m.id) as house
      from unnest(${players.slice(CLIENTS).map((p) => p.memberId)}::bigint[]) m(id)`.execute(db);
    const raw = async (c: number) => {
      const a = accounts.rows[c]!;
      await pool.query('select * from ledger_post($1, $2, $3, $4, $5, $6)', [
        `raw:${process.pid}:${++seq}`,
        'bet',
        [a.wallet, a.house],
        [-100, 100],
        'raw',
        '{}',
      ]);
      return true;
    };
    const slice = SECONDS / SLICES;
    const parts = { one: [] as TRun[], ten: [] as TRun[], raw: [] as TRun[] };
    for (let k = 0; k < SLICES; k++) {
      parts.one.push(await drive(slice, (c, i) => post(players[c]!, oneTicket(i))));
      parts.ten.push(await drive(slice, (c, i) => post(players[c]!, tenTickets(c, i))));
      parts.raw.push(await drive(slice, (c) => raw(c)));
    }
    await pool.end();
    const one = merge(parts.one, 1);
    const ten = merge(parts.ten, 10);
    const ceiling = merge(parts.raw, 1);
    console.log(
      `placing tickets over HTTP (${CLIENTS} clients, ${SLICES} slices of each, ${SECONDS} s each in all):`,
    );
    console.log(line('HTTP POST /api/lottery/tickets, 1-ticket slips', one));
    console.log(line('HTTP POST /api/lottery/tickets, 10-ticket slips', ten));
    console.log(line('raw SQL ledger_post (posting ceiling)', ceiling, 'postings'));
    console.log(`  refused or failed slips: ${one.failed} (1-ticket), ${ten.failed} (10-ticket)`);
    console.log(`  ratio 1-ticket slips/s ÷ postings/s: ${(one.perSecond / ceiling.perSecond).toFixed(2)}`);
    console.log(
      `  ratio 10-ticket slips/s ÷ postings/s: ${(ten.perSecond / 10 / ceiling.perSecond).toFixed(2)}`,
    );
    console.log(
      `  ratio 10-ticket tickets/s ÷ postings/s: ${(ten.perSecond / ceiling.perSecond).toFixed(2)}`,
    );

    // top up the issue to SETTLE_TICKETS with the services (16 at a time), then settle it
    let have = Number(
      (
        await db
          .selectFrom('lottery_tickets')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('issue_id', '=', issue!.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const closeAt = new Date(issue!.closes_at.getTime() - 1000);
    const fillStart = performance.now();
    const fillers = 8;
    await Promise.all(
      Array.from({ length: fillers }, async (_, c) => {
        for (let k = 0; have < SETTLE_TICKETS; k++) {
          have += 20;
          await placeSlip(
            deps,
            players[c]!,
            {
              requestId: `t${process.pid}x${c}x${k}`,
              gameCode: GAME,
              issueNo,
              bets: Array.from({ length: 20 }, (_, j) => ({
                playType: 'sum_bsoe' as const,
                selection: [[OPTIONS[(j + k) % 4]!]],
                unitAmount: 100,
                multiplier: 1,
              })),
            },
            closeAt < new Date() ? new Date() : closeAt,
          );
        }
      }),
    );
    const fillSeconds = (performance.now() - fillStart) / 1000;
    have = Number(
      (
        await db
          .selectFrom('lottery_tickets')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('issue_id', '=', issue!.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    console.log(
      `filled the issue to ${have} tickets with 20-ticket slips in process, 8 at a time: ${fillSeconds.toFixed(1)} s`,
    );
    await sql`analyze`.execute(db);
    const drawAt = new Date(issue!.draw_at.getTime() + 1000);
    // hand-written set-based settlement of the results (SSC sum big/small/odd/even), rolled back
    const draw = [3, 8, 1, 9, 6];
    const sum = draw.reduce((a, b) => a + b, 0);
    const winning = [sum >= 23 ? 'big' : 'small', sum % 2 ? 'odd' : 'even'];
    // run HAND_RUNS times (the median is the baseline); each rolled-back run's dead row versions are
    // vacuumed away, so neither the next run nor the service pays for them
    const handMs: number[] = [];
    for (let k = 0; k < HAND_RUNS; k++) {
      const t0 = performance.now();
      await db
        .transaction()
        .execute(async (trx) => {
          await sql`update lottery_tickets
             set status = case when selection->0->>0 = any(${winning}) then 'won' else 'lost' end,
                 payout = case when selection->0->>0 = any(${winning}) then unit_amount * multiplier * (odds->>(selection->0->>0))::bigint / 1000 else 0 end,
                 settled_at = now()
           where issue_id = ${issue!.id} and status = 'pending'`.execute(trx);
          throw new Error('rollback');
        })
        .catch(() => undefined);
      handMs.push(performance.now() - t0);
      await sql`vacuum analyze lottery_tickets`.execute(db);
    }
    const setBasedMs = [...handMs].sort((a, b) => a - b)[Math.floor(handMs.length / 2)]!;
    const t1 = performance.now();
    const settled = await drawAndSettle(deps, { ...issue!, status: 'pending' }, drawAt);
    const settleMs = performance.now() - t1;
    console.log(`settling one issue of ${have} tickets:`);
    const postings = await sql<{ n: string }>`select count(*) as n from ledger_transactions
      where idempotency_key like ${`seamless:LOTTERY:wins:${issue!.id}:%`}`.execute(db);
    console.log(
      `  drawAndSettle (tickets written once, one win posting per chunk)  ${(settleMs / 1000).toFixed(2)} s  ${(settled / (settleMs / 1000)).toFixed(0)} tickets/s  (${postings.rows[0]!.n} win postings)`,
    );
    console.log(
      `  hand-written set-based SQL results (no money)   ${(setBasedMs / 1000).toFixed(2)} s  (median of ${handMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`,
    );
    console.log(`  ratio: ${(settleMs / setBasedMs).toFixed(1)}x`);
    await app.close();
  } finally {
    await db.destroy().catch(() => undefined);
    await target.drop();
  }
}
