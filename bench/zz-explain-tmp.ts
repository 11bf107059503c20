// debug: log every statement of one call and EXPLAIN (ANALYZE, BUFFERS) the slowest
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PG_TYPES } from '../apps/server/src/db/type-parsers.ts';
import { teamOverview } from '../apps/server/src/modules/agent/team.service.ts';
import * as reports from '../apps/server/src/modules/agent-reports/agent-reports.service.ts';

const url = `postgres://postgres@127.0.0.1:5432/${process.env.BENCH_DB}`;
const pool = new pg.Pool({ connectionString: url, max: 4, types: PG_TYPES });
const logged: { sql: string; params: readonly unknown[]; ms: number }[] = [];
const db = new Kysely<any>({
  dialect: new PostgresDialect({ pool }),
  log(e) {
    if (e.level === 'query') logged.push({ sql: e.query.sql, params: e.query.parameters, ms: e.queryDurationMillis });
    else console.error(e.error);
  },
});
const root = Number((await sql<{ id: number }>`select id from members where account = 'benchagent'`.execute(db)).rows[0]!.id);
const which = process.env.WHAT ?? 'overview7';
const now = Date.now();
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const run = async () => {
  if (which === 'overview7') return teamOverview(db as any, root, 420);
  if (which === 'overview0') return teamOverview(db as any, root, 0);
  if (which === 'pl7') return reports.teamProfit(db as any, root, { from: day(now - 29 * 864e5), to: day(now), tzOffset: 420, pageNo: 1, pageSize: 20 });
  if (which === 'bets7') return reports.teamBets(db as any, root, { from: day(now - 29 * 864e5), to: day(now), tzOffset: 420, pageNo: 1, pageSize: 20 });
  if (which === 'betsToday7') return reports.teamBets(db as any, root, { from: day(now), to: day(now), tzOffset: 420, pageNo: 1, pageSize: 20 });
  throw new Error(which);
};
for (let i = 0; i < 3; i++) await run();
logged.length = 0;
const t0 = performance.now();
const out = await run();
console.log(`call ${(performance.now() - t0).toFixed(1)} ms`);
if (process.env.SHOW) console.log(JSON.stringify(out).slice(0, 3000));
for (const q of logged) console.log(`${q.ms.toFixed(1)} ms  ${q.sql.replace(/\s+/g, ' ').slice(0, 140)}`);
const slow = [...logged].sort((a, b) => b.ms - a.ms)[0]!;
const c = await pool.connect();
const plan = await c.query(`explain (analyze, buffers) ${slow.sql}`, slow.params as unknown[]);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
c.release();
await db.destroy();
