import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedSite } from '../apps/server/src/db/seed.ts';
import { insertMemberWithWallet } from '../apps/server/src/modules/members/members.repo.ts';
import { ensureIssues } from '../apps/server/src/modules/lottery/games.service.ts';
import { lotteryDeps } from '../apps/server/src/modules/lottery/lottery.deps.ts';
import { placeSlip } from '../apps/server/src/modules/lottery/tickets.service.ts';
import { createSession } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { freshDatabase } from '../apps/server/test/helpers/fresh-database.ts';
import { lotteryGameDef } from '../packages/games/src/lottery/catalogue.ts';
import { currentIssue } from '../packages/games/src/lottery/schedule.ts';

export async function main() {
  const target = await freshDatabase('postgres://postgres@127.0.0.1:5432/test', 'pavilion_lottery_prof');
  const db = await createDb({ kind: 'postgres', url: target.url, poolSize: 16 });
  await migrateToLatest(db);
  await seedSite(db);
  const config = testConfig({ DATABASE_URL: target.url });
  const app = await buildApp({ config, db });
  const deps = lotteryDeps(db, config);
  const account = `lp${randomBytes(4).toString('hex')}`;
  const m = await insertMemberWithWallet(db, { account, nickname: account, type: 0, password_hash: 'x' }, { balance: 1_000_000_000, currency: 'USD' });
  const token = await createSession(db, config, { kind: 'member', memberId: m.id, ip: '10.0.0.1' });
  const s = await db.selectFrom('sessions').select('id').where('member_id', '=', m.id).executeTakeFirstOrThrow();
  const def = lotteryGameDef('SSC_5M')!;
  const cur = currentIssue(def.schedule, new Date());
  const [issue] = await ensureIssues(db, def, cur.drawAt.getTime() + def.schedule.intervalSeconds * 1000, 1);
  let seq = 0;
  const bets = [{ playType: 'sum_bsoe' as const, selection: [['big']], unitAmount: 100, multiplier: 1 }];
  const time = async (label: string, n: number, op: () => Promise<unknown>) => {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await op();
    console.log(label, ((performance.now() - t0) / n).toFixed(2), 'ms');
  };
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as import('node:net').AddressInfo).port}`;
  const players = [];
  for (let i = 0; i < 16; i++) {
    const acc = `lq${randomBytes(4).toString('hex')}`;
    const mm = await insertMemberWithWallet(db, { account: acc, nickname: acc, type: 0, password_hash: 'x' }, { balance: 1_000_000_000, currency: 'USD' });
    const tk = await createSession(db, config, { kind: 'member', memberId: mm.id, ip: '10.0.0.1' });
    const ss = await db.selectFrom('sessions').select('id').where('member_id', '=', mm.id).executeTakeFirstOrThrow();
    players.push({ memberId: mm.id, sessionId: Number(ss.id), token: tk });
  }
  const conc = async (label: string, op: (c: number, i: number) => Promise<void>) => {
    let n = 0; const end = Date.now() + 5000; const t0 = Date.now();
    await Promise.all(players.map(async (_, c) => { for (let i = 0; Date.now() < end; i++) { try { await op(c, i); n++; } catch (e) { console.log(String(e).slice(0, 300)); } } }));
    console.log(label, (n / ((Date.now() - t0) / 1000)).toFixed(0), '/s');
  };
  const opts = ['big', 'small', 'odd', 'even'];
  for (let r = 0; r < 2; r++) {
    await conc('placeSlip x16', (c, i) => placeSlip(deps, players[c]!, { requestId: `prof-c-${++seq}`, gameCode: 'SSC_5M', issueNo: issue!.issue_no, bets: [{ ...bets[0]!, selection: [[opts[i % 4]!]] }] }, new Date()).then(() => undefined));
    await conc('fetch POST x16', async (c, i) => {
      const res = await fetch(`${base}/api/lottery/tickets`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${players[c]!.token}` }, body: JSON.stringify({ requestId: `prof-f-${++seq}`, gameCode: 'SSC_5M', issueNo: issue!.issue_no, bets: [{ ...bets[0]!, selection: [[opts[i % 4]!]] }] }) });
      const body = await res.text();
      if (res.status !== 200) throw new Error(body);
    });
    await conc('fetch GET tickets x16', async (c) => {
      const res = await fetch(`${base}/api/lottery/tickets?pageSize=1`, { headers: { authorization: `Bearer ${players[c]!.token}` } });
      await res.text();
    });
  }
  await app.close();
  await db.destroy();
  await target.drop();
}
