// Lottery throughput on PostgreSQL (issue 14 §Scale), in one run on a fresh database:
//  1. Placing tickets in the last minutes before a close: BENCH_CLIENTS (16) concurrent players POST
//     one-bet slips to /api/lottery/tickets over HTTP (the app in this process, listening on a
//     port, pool of 16) for BENCH_SECONDS; beside it the same slips through the service in process
//     (no HTTP), and seamless bets sent straight to the wallet service in process (the wallet's
//     ceiling for one posting per ticket).
//  2. Settling one issue: the tickets of phase 1 plus more up to BENCH_SETTLE_TICKETS (default
//     20,000) on one issue, settled by drawAndSettle (results in one set-based UPDATE, then one
//     seamless win per ticket); beside it, a hand-written set-based SQL settlement of the results on
//     the same data (one UPDATE from the draw, rolled back), which moves no money.
// Prints tickets/s, p50/p99 and the ratios. `npm run bench -- lottery` (lottery.bench.ts loads this).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedSite } from '../apps/server/src/db/seed.ts';
import { insertMemberWithWallet } from '../apps/server/src/modules/members/members.repo.ts';
import { drawAndSettle } from '../apps/server/src/modules/lottery/draws.service.ts';
import { ensureIssues } from '../apps/server/src/modules/lottery/games.service.ts';
import { lotteryLaunch } from '../apps/server/src/modules/lottery/lottery-launch.ts';
import { lotteryDeps } from '../apps/server/src/modules/lottery/lottery.deps.ts';
import { placeSlip } from '../apps/server/src/modules/lottery/tickets.service.ts';
import { createSession } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { freshDatabase } from '../apps/server/test/helpers/fresh-database.ts';
import { lotteryGameDef } from '../packages/games/src/lottery/catalogue.ts';
import { currentIssue } from '../packages/games/src/lottery/schedule.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SETTLE_TICKETS = Number(process.env.BENCH_SETTLE_TICKETS ?? 20_000);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GAME = 'SSC_5M';
const OPTIONS = ['big', 'small', 'odd', 'even'];

type TStats = { count: number; perSecond: number; p50: number; p99: number };
function stats(latencies: number[], seconds: number): TStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, perSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
}
const line = (label: string, s: TStats) =>
  `  ${label.padEnd(44)} ${s.perSecond.toFixed(0).padStart(6)} tickets/s  p50 ${s.p50.toFixed(2).padStart(7)} ms  p99 ${s.p99.toFixed(2).padStart(8)} ms  (${s.count})`;

/** Runs `CLIENTS` loops of `op` for SECONDS; returns latencies of the calls that succeeded. */
async function drive(op: (client: number, i: number) => Promise<boolean>): Promise<TStats> {
  const latencies: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  const start = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; Date.now() < end; i++) {
        const t0 = performance.now();
        if (await op(c, i)) {
          latencies.push(performance.now() - t0);
        }
      }
    }),
  );
  return stats(latencies, (Date.now() - start) / 1000);
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
    const place = await drive(async (c, i) => {
      const p = players[c]!;
      const res = await fetch(`${base}/api/lottery/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
        body: JSON.stringify({
          requestId: `b${process.pid}x${++seq}`,
          gameCode: GAME,
          issueNo,
          bets: [{ playType: 'sum_bsoe', selection: [[OPTIONS[i % 4]]], unitAmount: 100, multiplier: 1 }],
        }),
      });
      await res.arrayBuffer();
      return res.status === 200;
    });
    const service = await drive(async (c, i) => {
      await placeSlip(
        deps,
        players[c]!,
        {
          requestId: `s${process.pid}x${++seq}`,
          gameCode: GAME,
          issueNo,
          bets: [{ playType: 'sum_bsoe', selection: [[OPTIONS[i % 4]!]], unitAmount: 100, multiplier: 1 }],
        },
        new Date(),
      );
      return true;
    });
    const wallet = await drive(async (c, i) => {
      const p = players[CLIENTS + c]!;
      const { token } = await lotteryLaunch(deps, p, null, GAME);
      await deps.seamless.bet({
        playerId: String(p.memberId),
        token,
        transactionId: `wb-${c}-${i}-${randomBytes(3).toString('hex')}`,
        roundId: `wb-${c}-${i}`,
        gameCode: GAME,
        amount: 100,
      });
      return true;
    });
    console.log('placing tickets (one-bet slips):');
    console.log(line('HTTP POST /api/lottery/tickets', place));
    console.log(line('placeSlip in process (no HTTP)', service));
    console.log(line('seamless bet in process (wallet ceiling)', wallet));
    console.log(`  ratio HTTP slip / wallet bet: ${(place.perSecond / wallet.perSecond).toFixed(2)}`);

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
    while (have < SETTLE_TICKETS) {
      const batch = Math.min(CLIENTS, Math.ceil((SETTLE_TICKETS - have) / 20));
      await Promise.all(
        Array.from({ length: batch }, (_, c) =>
          placeSlip(
            deps,
            players[c]!,
            {
              requestId: `t${process.pid}x${++seq}`,
              gameCode: GAME,
              issueNo,
              bets: Array.from({ length: 20 }, (_, k) => ({
                playType: 'sum_bsoe' as const,
                selection: [[OPTIONS[k % 4]!]],
                unitAmount: 100,
                multiplier: 1,
              })),
            },
            closeAt < new Date() ? new Date() : closeAt,
          ),
        ),
      );
      have += batch * 20;
    }
    const drawAt = new Date(issue!.draw_at.getTime() + 1000);
    // hand-written set-based settlement of the results (SSC sum big/small/odd/even), rolled back
    const draw = [3, 8, 1, 9, 6];
    const sum = draw.reduce((a, b) => a + b, 0);
    const winning = [sum >= 23 ? 'big' : 'small', sum % 2 ? 'odd' : 'even'];
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
    const setBasedMs = performance.now() - t0;
    const t1 = performance.now();
    const settled = await drawAndSettle(deps, { ...issue!, status: 'pending' }, drawAt);
    const settleMs = performance.now() - t1;
    console.log(`settling one issue of ${have} tickets:`);
    console.log(
      `  drawAndSettle (results + one seamless win each)  ${(settleMs / 1000).toFixed(2)} s  ${(settled / (settleMs / 1000)).toFixed(0)} tickets/s`,
    );
    console.log(`  hand-written set-based SQL results (no money)   ${(setBasedMs / 1000).toFixed(2)} s`);
    console.log(`  ratio: ${(settleMs / setBasedMs).toFixed(1)}x`);
    await app.close();
  } finally {
    await db.destroy().catch(() => undefined);
    await target.drop();
  }
}
