// Player protection (issue 29 item 3, decision 074). A time-out stops bets in every vertical (refused by
// the ledger itself, under the wallet row's lock) and deposits, while the member may still log in; a
// self-exclusion, by the member or an operator, also ends the member's sessions and refuses the login.
// An operator reads and sets a member's deposit limits (a lower one holds at once) and excludes a
// member, audited. 50 bets sent at once by an excluded member: none is accepted, the ledger unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLotteryGameDetail } from '@pavilion/contracts/lottery';
import type { TMemberProtection } from '@pavilion/contracts/protection';
import { SAMPLE_STARTS } from '@pavilion/games/testing/sample-starts';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { balanceOf } from './cashier-fixtures.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { lotteryCases } from './helpers/bet-samples.ts';
import { inhouseNodesByEngine } from './helpers/inhouse-games.ts';
import { betBody, createPlayer, seamlessCall } from './helpers/seamless-client.ts';
import { betRequest, football, market, scriptedDeps, selectionId } from './helpers/sportsbook-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations, ledgerCounts } from './wallet-invariants.ts';

let t: TTestApp;
let admin: string;
let slotNode: number;
let sportsSelection: string;
const lottery = lotteryCases()[0]!;
let seq = 0;
const rid = (p: string) => `${p}-${process.pid}-${++seq}`;

type TMember = { memberId: number; account: string; token: string };

async function member(balance = 1_000_000): Promise<TMember> {
  const m = await createMember(t, { balance });
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  return { memberId: m.id, account: m.account, token };
}

const call = (m: TMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, token: m.token, ip: nextIp(), ...(payload ? { payload } : {}) });

async function lotteryIssue(m: TMember): Promise<string> {
  const res = await call(m, 'GET', `/api/lottery/games/${lottery.gameCode}`);
  return (res.json() as TLotteryGameDetail).game.current!.issueNo;
}

/** One bet of each vertical's own path: an in-house round, a lottery slip, a sportsbook single. */
async function betEverywhere(m: TMember) {
  const issueNo = await lotteryIssue(m);
  return {
    inhouse: await call(m, 'POST', '/api/play/rounds', {
      nodeId: slotNode,
      requestId: rid('r'),
      input: SAMPLE_STARTS.slot,
    }),
    lottery: await call(m, 'POST', '/api/lottery/tickets', {
      requestId: rid('lt'),
      gameCode: lottery.gameCode,
      issueNo,
      bets: [{ playType: lottery.playType, selection: lottery.selection, unitAmount: 100, multiplier: 1 }],
    }),
    sportsbook: await call(
      m,
      'POST',
      '/api/sportsbook/bets',
      betRequest([{ selectionId: sportsSelection, odds1000: 2000 }]),
    ),
  };
}

const codeOf = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, errorCode(res) ?? 'ok'];

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0 }, { catalogue: true });
  admin = await t.adminToken();
  slotNode = (await inhouseNodesByEngine(t.db)).slot!;
  const T0 = Date.now() + 3_600_000;
  const deps = scriptedDeps(t, [
    football('rg-1', T0, [market('rg-1-1x2', '1x2', { home: 2000, draw: 3400, away: 3600 })], []),
  ]);
  await runSportsTick(deps, new Date());
  sportsSelection = await selectionId(t, 'rg-1-1x2-home');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('[RG] a time-out', () => {
  it('refuses a bet in every vertical and a deposit, and keeps the login and the wallet', async () => {
    const m = await member();
    const before = await betEverywhere(m);
    expect(Object.values(before).map((r) => r.statusCode)).toEqual([200, 200, 200]);

    const started = await call(m, 'POST', '/api/protection/exclusion', { duration: '24h' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ kind: 'timeout', permanent: false, setBy: 'member' });

    const during = await betEverywhere(m);
    for (const [vertical, res] of Object.entries(during)) {
      expect([vertical, ...codeOf(res)]).toEqual([vertical, 403, 'SELF_EXCLUDED']);
    }
    const deposit = await call(m, 'POST', '/api/cashier/deposits', {
      channelId: 'sandbox',
      amount: 10_000,
      requestId: rid('dep'),
    });
    expect(codeOf(deposit)).toEqual([403, 'SELF_EXCLUDED']);
    // the session still works (the member may look at the wallet and withdraw)
    expect((await call(m, 'GET', '/api/wallet/balance')).statusCode).toBe(200);
  });

  it('refuses a game studio’s bet through the seamless wallet too (the ledger’s own rule)', async () => {
    const p = await createPlayer(t, 100_000);
    await call(
      { memberId: p.memberId, account: '', token: p.sessionToken },
      'POST',
      '/api/protection/exclusion',
      {
        duration: '7d',
      },
    );
    const res = await seamlessCall(t, 'bet', betBody(p));
    expect(codeOf(res)).toEqual([403, 'SELF_EXCLUDED']);
  });

  it('accepts none of 50 bets sent at once, and leaves the ledger as it was', async () => {
    const m = await member();
    await call(m, 'POST', '/api/protection/exclusion', { duration: '24h' });
    const counts = await ledgerCounts(t.db);
    const issueNo = await lotteryIssue(m);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? call(m, 'POST', '/api/lottery/tickets', {
              requestId: rid('race'),
              gameCode: lottery.gameCode,
              issueNo,
              bets: [
                { playType: lottery.playType, selection: lottery.selection, unitAmount: 100, multiplier: 1 },
              ],
            })
          : call(
              m,
              'POST',
              '/api/sportsbook/bets',
              betRequest([{ selectionId: sportsSelection, odds1000: 2000 }]),
            ),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(0);
    expect(new Set(replies.map((r) => codeOf(r).join(' ')))).toEqual(new Set(['403 SELF_EXCLUDED']));
    expect(await ledgerCounts(t.db)).toEqual(counts);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
  it('an excluded member sent with others in one sportsbook group leaves their bets untouched', async () => {
    // the batched placement posts several members' tickets in one transaction: the refusal is the
    // excluded member's ticket alone (member_bet_refusal per ticket, decision 075)
    const excluded = await member();
    const other = await member();
    await call(excluded, 'POST', '/api/protection/exclusion', { duration: '24h' });
    const before = await balanceOf(t, other.memberId);
    const sports = (m: typeof other) =>
      call(m, 'POST', '/api/sportsbook/bets', betRequest([{ selectionId: sportsSelection, odds1000: 2000 }]));
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sports(i % 2 === 0 ? excluded : other)),
    );
    const byMember = (k: number) => replies.filter((_, i) => i % 2 === k).map((r) => codeOf(r).join(' '));
    expect(new Set(byMember(0))).toEqual(new Set(['403 SELF_EXCLUDED']));
    expect(replies.filter((_, i) => i % 2 === 1).map((r) => r.statusCode)).toEqual(
      Array.from({ length: 20 }, () => 200),
    );
    expect(await balanceOf(t, other.memberId)).toBeLessThan(before);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});

describe('[RG] self-exclusion', () => {
  it('by the member: logged out everywhere, the login refused', async () => {
    const m = await member();
    const res = await call(m, 'POST', '/api/protection/exclusion', { duration: '1y' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'self_exclusion', permanent: false });
    expect((await call(m, 'GET', '/api/wallet/balance')).statusCode).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      payload: { type: 'username', username: m.account, password: t.encrypt('Secret123') },
    });
    expect(codeOf(login)).toEqual([403, 'SELF_EXCLUDED']);
  });

  it('by an operator, for good: audited, shown in the console, and a time-out never shortens it', async () => {
    const m = await member();
    const excluded = await t.call({
      method: 'POST',
      url: `/api/admin/members/${m.memberId}/exclusion`,
      token: admin,
      payload: { duration: 'permanent', reason: 'problem gambling reported by the member on the phone' },
    });
    expect(excluded.statusCode).toBe(200);
    expect((excluded.json() as TMemberProtection).exclusion).toMatchObject({
      kind: 'self_exclusion',
      permanent: true,
      setBy: 'operator',
    });
    expect((await call(m, 'GET', '/api/wallet/balance')).statusCode).toBe(401);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', 'like', '%exclusion%')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(JSON.stringify(audit?.after)).toContain('permanent');

    const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.memberId, ip: nextIp() });
    await t.call({ method: 'POST', url: '/api/protection/exclusion', token, payload: { duration: '24h' } });
    const read = await t.call({
      method: 'GET',
      url: `/api/admin/members/${m.memberId}/protection`,
      token: admin,
    });
    expect((read.json() as TMemberProtection).exclusion).toMatchObject({
      kind: 'self_exclusion',
      permanent: true,
    });
  });

  it('answers bad input with a code, never 500', async () => {
    const m = await member();
    for (const payload of [
      { duration: 'forever', reason: 'xx' },
      { duration: '1y' },
      { duration: '1y', reason: 'x' },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: `/api/admin/members/${m.memberId}/exclusion`,
        token: admin,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const missing = await t.call({
      method: 'GET',
      url: '/api/admin/members/999999999/protection',
      token: admin,
    });
    expect(codeOf(missing)).toEqual([404, 'MEMBER_NOT_FOUND']);
  });
});

describe('[RG] deposit limits set by an operator', () => {
  it('a lower limit holds at once; a higher one waits for the cooling-off', async () => {
    const m = await member();
    const set = (amount: number | null) =>
      t.call({
        method: 'PUT',
        url: `/api/admin/members/${m.memberId}/deposit-limits`,
        token: admin,
        payload: { period: '24h', amount },
      });
    const lowered = await set(5_000);
    expect(lowered.statusCode).toBe(200);
    expect((lowered.json() as TMemberProtection).limits.find((l) => l.period === '24h')).toMatchObject({
      amount: 5_000,
      pending: null,
    });
    const deposit = await call(m, 'POST', '/api/cashier/deposits', {
      channelId: 'sandbox',
      amount: 10_000,
      requestId: rid('dep'),
    });
    expect(codeOf(deposit)).toEqual([403, 'DEPOSIT_LIMIT_EXCEEDED']);
    const raised = await set(50_000);
    expect((raised.json() as TMemberProtection).limits.find((l) => l.period === '24h')).toMatchObject({
      amount: 5_000,
      pending: { amount: 50_000 },
    });
    const mine = await call(m, 'GET', '/api/protection/deposit-limits');
    expect((mine.json() as { limits: { period: string; amount: number | null }[] }).limits[0]).toMatchObject({
      period: '24h',
      amount: 5_000,
    });
  });
});
