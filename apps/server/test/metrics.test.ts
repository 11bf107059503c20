// [METRICS] Prometheus text at /metrics (issue 27): request latency by route pattern and status, open
// live streams by topic kind, the database pool, job queues, ledger postings by kind, bets placed and
// settled by vertical, settlement durations; a bearer token when METRICS_TOKEN is set, absent under
// DEPLOYMENT=production without one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLiveBetsSchema } from '@pavilion/contracts/live-tables';
import type { TRoundReply } from '@pavilion/contracts/play';
import { SAMPLE_STARTS } from '@pavilion/games/testing/sample-starts';
import { buildApp } from '@/app.ts';
import { runScheduledJob } from '@/jobs/job-runner.ts';
import { liveTablesJob } from '@/modules/live-tables/live-tables.jobs.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { createMember, nextIp } from './helpers/auth-fixtures.ts';
import { betSamples } from './helpers/bet-samples.ts';
import { inhouseNodesByEngine } from './helpers/inhouse-games.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  // the catalogue: an in-house game to play
  t = await startTestApp({}, { catalogue: true });
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('[METRICS] /metrics', () => {
  it('counts requests by route pattern and status, and open streams by topic kind', async () => {
    await t.call({ method: 'GET', url: '/api/bingo/rooms' });
    await t.call({ method: 'GET', url: '/api/no-such-route-here' });
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await fetch(`${base}/api/bingo/rooms/turbo/stream`);
    expect(stream.status).toBe(200);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /pavilion_http_request_duration_seconds_count\{method="GET",route="\/api\/bingo\/rooms",status="401"\} 1/,
    );
    expect(text).toMatch(
      /pavilion_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/,
    );
    expect(text).toMatch(/pavilion_sse_streams_open\{topic="bingo-room"\} 1/);
    expect(text).toMatch(/pavilion_process_resident_memory_bytes \d+/);
    if (t.databaseUrl) {
      expect(text).toMatch(/pavilion_db_pool_connections\{state="in_use"\} \d+/);
    }
    await stream.body?.cancel();
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const app = await buildApp({
      config: { ...t.config, METRICS_TOKEN: 'scrape-secret-0123456789' },
      db: t.db,
    });
    const none = await app.inject({ method: 'GET', url: '/metrics' });
    expect([none.statusCode, none.json().error.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-0123456780' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-0123456789' },
    });
    expect(right.statusCode).toBe(200);
    await app.close();
  });

  it('is absent under DEPLOYMENT=production without a token', async () => {
    const app = await buildApp({ config: { ...t.config, DEPLOYMENT: 'production' }, db: t.db });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    await app.close();
  });
});

/** The samples of one metric in a scrape, by the value of its one label. */
function samples(text: string, name: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(new RegExp(`^${name}\\{\\w+="([^"]*)"\\} (\\S+)$`, 'gm'))) {
    out.set(m[1]!, Number(m[2]));
  }
  return out;
}

function delta(after: Map<string, number>, before: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [label, n] of after) {
    if (n !== (before.get(label) ?? 0)) {
      out[label] = n - (before.get(label) ?? 0);
    }
  }
  return out;
}

describe('[METRICS] business counters and settlement durations', () => {
  it('counts committed postings exactly, bets placed and settled per vertical, and times a settlement', async () => {
    // no cache: each scrape reads the tables afresh
    const app = await buildApp({ config: { ...t.config, METRICS_DB_CACHE_SECONDS: 0 }, db: t.db });
    const scrape = async () => {
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const member = await createMember(t, { balance: 1_000 });
    const token = await createSession(t.db, t.config, { kind: 'member', memberId: member.id, ip: nextIp() });
    const { lastId } = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('lastId'))
      .executeTakeFirstOrThrow();
    const before = await scrape();
    expect(before).toMatch(/# HELP pavilion_bets_placed_total .*scrape time/);

    // every vertical is listed, at zero when it has no bet yet
    for (const vertical of ['inhouse', 'sportsbook', 'lottery', 'live', 'bingo', 'fishing', 'pvp']) {
      expect(samples(before, 'pavilion_bets_placed_total').has(vertical), vertical).toBe(true);
    }
    expect(samples(before, 'pavilion_ledger_postings_total').has('dividend')).toBe(true);
    // an in-house round (scratch settles at once)
    const node = (await inhouseNodesByEngine(t.db)).scratch;
    expect(node).toBeDefined();
    let requests = 0;
    const play = (input: object) =>
      t.call({
        method: 'POST',
        url: '/api/play/rounds',
        token,
        ip: nextIp(),
        payload: { nodeId: node!, requestId: `metrics-${process.pid}-${++requests}`, input },
      });
    const round = await play(SAMPLE_STARTS.scratch);
    expect(round.statusCode, round.body).toBe(200);
    expect((round.json() as TRoundReply).round.status).not.toBe('open');
    // a live-table bet, settled by the live-tables job as the job runner runs it
    const option = ZLiveBetsSchema.options[0]!;
    const game = option.shape.game.value;
    const lobby = (await t.call({ method: 'GET', url: '/api/live/tables', token })).json() as {
      tables: { id: string; game: string }[];
    };
    const table = lobby.tables.find((x) => x.game === game)!;
    const state = (await t.call({ method: 'GET', url: `/api/live/tables/${table.id}`, token })).json() as {
      round: { id: string };
    };
    const held = await t.db
      .updateTable('live_rounds')
      .set({ opens_at: new Date(Date.now() - 1_000), closes_at: new Date(Date.now() + 60_000) })
      .where('id', '=', Number(state.round.id))
      .returning(['settles_at', 'closes_at'])
      .executeTakeFirstOrThrow();
    const bet = await t.call({
      method: 'POST',
      url: `/api/live/tables/${table.id}/bets`,
      token,
      ip: nextIp(),
      payload: {
        roundId: state.round.id,
        placement: { game, bets: [betSamples(option.shape.bets.element, 100)[0]] },
      },
    });
    expect(bet.statusCode, bet.body).toBe(200);
    const settleAt = new Date(Math.max(held.settles_at.getTime(), held.closes_at.getTime() + 1_000));
    const quiet = { info: () => undefined, error: () => undefined };
    await runScheduledJob(liveTablesJob(t.config), { db: t.db, log: quiet, now: settleAt }, app.metrics);

    // a bet the wallet cannot cover: ledger_post refuses it, the round's transaction rolls back, and
    // nothing of it is counted
    const refused = await play({ ...SAMPLE_STARTS.scratch, bet: 50_000 });
    expect([refused.statusCode, refused.json().error.code], refused.body).toEqual([
      402,
      'INSUFFICIENT_FUNDS',
    ]);

    const after = await scrape();
    expect(
      delta(samples(after, 'pavilion_bets_placed_total'), samples(before, 'pavilion_bets_placed_total')),
    ).toEqual({
      inhouse: 1,
      live: 1,
    });
    expect(
      delta(samples(after, 'pavilion_bets_settled_total'), samples(before, 'pavilion_bets_settled_total')),
    ).toEqual({ inhouse: 1, live: 1 });
    // every posting since the first scrape moved the member's wallet: the counter rose by exactly those
    const { rows } = await sql<{ kind: string; n: number }>`
      select t.kind, count(distinct t.id)::int as n
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id
       where a.member_id = ${member.id} and a.purpose = 'wallet' and t.id > ${lastId}
       group by t.kind`.execute(t.db);
    const postings = delta(
      samples(after, 'pavilion_ledger_postings_total'),
      samples(before, 'pavilion_ledger_postings_total'),
    );
    expect(postings).toEqual(Object.fromEntries(rows.map((r) => [r.kind, r.n])));
    expect(postings.bet).toBe(2);
    expect(after).toMatch(/pavilion_settlement_duration_seconds_count\{job="live-tables"\} 1\n/);
    expect(after).toMatch(/pavilion_job_run_duration_seconds_count\{job="live-tables",outcome="done"\} 1\n/);
    await app.close();
  });
});
