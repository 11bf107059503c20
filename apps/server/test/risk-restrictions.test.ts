// Restrictions short of a lock (issue 29 item 2, decision 074), each held where money moves: a member
// with "no withdrawal" cannot withdraw (50 at once: none passes), "no transfer" cannot pay the upline,
// "no bonus" receives no bonus, and a stake cap refuses a bigger bet in every vertical (ledger_post)
// while a smaller one goes through. The operator's change is audited; bad input answers 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLotteryGameDetail } from '@pavilion/contracts/lottery';
import type { TMemberRestrictions, TMemberRestrictionsReply } from '@pavilion/contracts/risk';
import { SAMPLE_STARTS } from '@pavilion/games/testing/sample-starts';
import { grantBonus } from '@/modules/money/bonus-money.service.ts';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import {
  FUND_PASSWORD,
  balanceOf,
  memberWithSession,
  readyMember,
  requestId,
  withdraw,
} from './cashier-fixtures.ts';
import { errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { lotteryCases } from './helpers/bet-samples.ts';
import { inhouseNodesByEngine } from './helpers/inhouse-games.ts';
import { betRequest, football, market, scriptedDeps, selectionId } from './helpers/sportsbook-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
let admin: string;
let slotNode: number;
let sportsSelection: string;
const lottery = lotteryCases()[0]!;

const NONE: TMemberRestrictions = { noBonus: false, noWithdrawal: false, noTransfer: false, maxStake: null };

const restrict = (
  memberId: number,
  r: Partial<TMemberRestrictions>,
  reason = 'linked accounts under review',
) =>
  t.call({
    method: 'PUT',
    url: `/api/admin/members/${memberId}/restrictions`,
    token: admin,
    payload: { ...NONE, ...r, reason },
  });

const codeOf = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, errorCode(res) ?? 'ok'];

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0 }, { catalogue: true });
  admin = await t.adminToken();
  slotNode = (await inhouseNodesByEngine(t.db)).slot!;
  const deps = scriptedDeps(t, [
    football(
      'rr-1',
      Date.now() + 3_600_000,
      [market('rr-1-1x2', '1x2', { home: 2000, draw: 3400, away: 3600 })],
      [],
    ),
  ]);
  await runSportsTick(deps, new Date());
  sportsSelection = await selectionId(t, 'rr-1-1x2-home');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('[RISK] restrictions short of a lock', () => {
  it('no withdrawal: 50 withdrawals at once, none passes; lifting it lets one through', async () => {
    const m = await readyMember(t, 100_000);
    const set = await restrict(m.id, { noWithdrawal: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ noWithdrawal: true, reason: 'linked accounts under review' });
    const replies = await Promise.all(Array.from({ length: 50 }, () => withdraw(t, m, 1_000)));
    expect(new Set(replies.map((r) => codeOf(r).join(' ')))).toEqual(new Set(['403 ACCOUNT_RESTRICTED']));
    expect(await balanceOf(t, m.id)).toBe(100_000);
    await restrict(m.id, {}, 'review closed');
    expect((await withdraw(t, m, 1_000)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', 'like', '%restrictions%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.before)).toContain('"noWithdrawal":true');
  });

  it('no transfer: the member cannot pay the upline, and may still withdraw', async () => {
    const agent = await memberWithSession(t, { type: 1 });
    const m = await readyMember(t, 50_000);
    await t.db.updateTable('members').set({ upline_id: agent.id }).where('id', '=', m.id).execute();
    await restrict(m.id, { noTransfer: true });
    const res = await t.call({
      method: 'POST',
      url: '/api/cashier/transfer-upline',
      token: m.token,
      ip: nextIp(),
      payload: { amount: 1_000, fundPassword: t.encrypt(FUND_PASSWORD), requestId: requestId() },
    });
    expect(codeOf(res)).toEqual([403, 'ACCOUNT_RESTRICTED']);
    expect((await withdraw(t, m, 1_000)).statusCode).toBe(200);
  });

  it('no bonus: a bonus grant is refused and nothing is paid', async () => {
    const m = await memberWithSession(t, { balance: 0 });
    await restrict(m.id, { noBonus: true });
    await expect(
      t.db.transaction().execute((trx) =>
        grantBonus(trx, {
          memberId: m.id,
          amount: 5_000,
          turnoverRequired: 50_000,
          source: 'reward',
          sourceRef: `rr-${m.id}`,
          idempotencyKey: `rr-bonus:${m.id}`,
          description: 'Test bonus',
        }),
      ),
    ).rejects.toMatchObject({ code: 'ACCOUNT_RESTRICTED' });
    expect(await balanceOf(t, m.id)).toBe(0);
  });

  it('a stake cap refuses a bigger bet in every vertical and lets a smaller one through', async () => {
    const m = await memberWithSession(t, { balance: 1_000_000 });
    await restrict(m.id, { maxStake: 100 });
    const post = (url: string, payload: object) =>
      t.call({ method: 'POST', url, token: m.token, ip: nextIp(), payload });
    const issueNo = async () =>
      (
        (
          await t.call({ method: 'GET', url: `/api/lottery/games/${lottery.gameCode}`, token: m.token })
        ).json() as TLotteryGameDetail
      ).game.current!.issueNo;
    const slip = async (unitAmount: number) =>
      post('/api/lottery/tickets', {
        requestId: requestId(),
        gameCode: lottery.gameCode,
        issueNo: await issueNo(),
        bets: [{ playType: lottery.playType, selection: lottery.selection, unitAmount, multiplier: 1 }],
      });
    const over = {
      inhouse: await post('/api/play/rounds', {
        nodeId: slotNode,
        requestId: requestId(),
        input: { ...SAMPLE_STARTS.slot, lineBet: 5 },
      }),
      lottery: await slip(1_000),
      sportsbook: await post('/api/sportsbook/bets', {
        ...betRequest([{ selectionId: sportsSelection, odds1000: 2000 }]),
        stakePerLine: 500,
      }),
    };
    for (const [vertical, res] of Object.entries(over)) {
      expect([vertical, ...codeOf(res)]).toEqual([vertical, 403, 'STAKE_LIMIT_EXCEEDED']);
    }
    const under = {
      inhouse: await post('/api/play/rounds', {
        nodeId: slotNode,
        requestId: requestId(),
        input: { ...SAMPLE_STARTS.slot, lineBet: 4 },
      }),
      lottery: await slip(100),
      sportsbook: await post('/api/sportsbook/bets', {
        ...betRequest([{ selectionId: sportsSelection, odds1000: 2000 }]),
        stakePerLine: 100,
      }),
    };
    for (const [vertical, res] of Object.entries(under)) {
      expect([vertical, res.statusCode, res.body.slice(0, 120)]).toEqual([vertical, 200, expect.any(String)]);
    }
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('a stake cap holds for 50 bets sent at once: none above it passes, all at it pass', async () => {
    const m = await memberWithSession(t, { balance: 1_000_000 });
    await restrict(m.id, { maxStake: 100 });
    const bet = (stakePerLine: number) =>
      t.call({
        method: 'POST',
        url: '/api/sportsbook/bets',
        token: m.token,
        ip: nextIp(),
        payload: { ...betRequest([{ selectionId: sportsSelection, odds1000: 2000 }]), stakePerLine },
      });
    const over = await Promise.all(Array.from({ length: 50 }, () => bet(101)));
    expect(new Set(over.map((r) => codeOf(r).join(' ')))).toEqual(new Set(['403 STAKE_LIMIT_EXCEEDED']));
    expect(await balanceOf(t, m.id)).toBe(1_000_000);
    // at the cap, sent at once, each passes: the batched placement checks the cap per ticket
    // (member_bet_refusal, decision 075), though it posts a member's tickets as one leg
    const at = await Promise.all(Array.from({ length: 50 }, () => bet(100)));
    expect(at.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await balanceOf(t, m.id)).toBe(1_000_000 - 50 * 100);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('reads back, refuses bad input with 400, an unknown member with 404', async () => {
    const m = await memberWithSession(t, { balance: 0 });
    const empty = await t.call({
      method: 'GET',
      url: `/api/admin/members/${m.id}/restrictions`,
      token: admin,
    });
    expect(empty.json()).toEqual({
      ...NONE,
      reason: null,
      operatorId: null,
      updatedAt: null,
    } satisfies TMemberRestrictionsReply);
    for (const payload of [
      { ...NONE, reason: 'x' },
      { ...NONE },
      { ...NONE, maxStake: 0, reason: 'ok reason' },
      { ...NONE, maxStake: 1.5, reason: 'ok reason' },
      { ...NONE, noBonus: 'yes', reason: 'ok reason' },
    ]) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/admin/members/${m.id}/restrictions`,
        token: admin,
        payload,
      });
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
    const missing = await restrict(999_999_999, {});
    expect(codeOf(missing)).toEqual([404, 'MEMBER_NOT_FOUND']);
  });
});
