// Linked accounts (decision 079): members who logged in from the same IP or device, share a bank
// card number or payee name, or one referred the other, are listed with the reason; the same upline
// alone and unrelated members are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWithdrawalRecordsSchema } from '@pavilion/contracts/cashier';
import { DEVICE_ID_HEADER } from '@pavilion/contracts/constants';
import { ZLinkedAccountsReplySchema } from '@pavilion/contracts/risk';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { bindCard, memberWithSession, setFundPassword, withdraw } from './cashier-fixtures.ts';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const unique = (p: string) => `${p}${process.pid}x${++seq}`;

async function login(m: { account: string; password: string }, ip: string, device?: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/auth/login',
    ip,
    headers: device ? { [DEVICE_ID_HEADER]: device } : {},
    payload: { type: 'username', username: m.account, password: t.encrypt(m.password) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

const linked = async (id: number | string) =>
  t.call({ method: 'GET', url: `/api/admin/members/${id}/linked`, token: admin });

describe('linked accounts', () => {
  it('lists each linked member with its reason, and not the unrelated ones', async () => {
    const agent = await createMember(t, { type: 1 });
    const a = await createMember(t, { upline_id: agent.id });
    const sameIp = await createMember(t);
    const sameDevice = await createMember(t);
    const sameCard = await createMember(t);
    const samePayee = await createMember(t);
    const referred = await createMember(t);
    const sameUpline = await createMember(t, { upline_id: agent.id });
    const unrelated = await createMember(t);
    const ip = nextIp();
    const device = unique('dev');
    const card = `${Date.now()}`.slice(-10) + String(seq);
    const payee = unique('Payee ');

    const aToken = await login(a, ip, device);
    await login(sameIp, ip);
    await login(sameDevice, nextIp(), device);
    await login(sameUpline, nextIp(), unique('dev'));
    await login(unrelated, nextIp(), unique('dev'));
    await bindCard(t, aToken, { accountNumber: card, payeeName: payee });
    await bindCard(t, await login(sameCard, nextIp()), { accountNumber: card, payeeName: unique('P ') });
    // the payee name matches whatever its case and spacing
    await bindCard(t, await login(samePayee, nextIp()), { payeeName: ` ${payee.toUpperCase()} ` });
    await bindCard(t, await login(unrelated, nextIp()), { payeeName: unique('Other ') });
    await t.db.insertInto('referrals').values({ referee_id: referred.id, referrer_id: a.id }).execute();

    const res = await linked(a.id);
    expect(res.statusCode).toBe(200);
    const reply = ZLinkedAccountsReplySchema.parse(res.json());
    const byAccount = new Map(reply.linked.map((l) => [l.account, l]));
    expect(byAccount.get(sameIp.account)?.reasons).toEqual([{ kind: 'ip', value: ip }]);
    expect(byAccount.get(sameDevice.account)?.reasons).toEqual([{ kind: 'device', value: device }]);
    const cardReason = byAccount.get(sameCard.account)?.reasons;
    expect(cardReason).toEqual([
      { kind: 'bank_card', value: `${'*'.repeat(card.length - 4)}${card.slice(-4)}` },
    ]);
    expect(byAccount.get(samePayee.account)?.reasons).toEqual([
      { kind: 'payee_name', value: payee.toUpperCase() },
    ]);
    expect(byAccount.get(referred.account)?.reasons).toEqual([{ kind: 'referral', value: 'referee' }]);
    expect(byAccount.get(sameIp.account)?.lastSeenAt).toEqual(expect.any(String));
    expect(byAccount.has(unrelated.account)).toBe(false);
    expect(byAccount.has(sameUpline.account)).toBe(false);
    expect(byAccount.has(agent.account)).toBe(false);
    expect(reply.linked).toHaveLength(5);

    // the link goes both ways: the referred member sees their referrer
    const back = ZLinkedAccountsReplySchema.parse((await linked(referred.id)).json());
    expect(back.linked.map((l) => [l.account, l.reasons])).toEqual([
      [a.account, [{ kind: 'referral', value: 'referrer' }]],
    ]);
  });

  it('shows the linked count on the withdrawal review row', async () => {
    const ip = nextIp();
    const m = await memberWithSession(t, { balance: 50_000 });
    const other = await createMember(t);
    // both logged in from the same IP (the known IPs every login records)
    await t.db
      .insertInto('member_known_ips')
      .values([
        { member_id: m.id, ip },
        { member_id: other.id, ip },
      ])
      .execute();
    await setFundPassword(t, m.token);
    const card = (await bindCard(t, m.token, { payeeName: unique('Solo ') })).json() as { id: string };
    const w = (await withdraw(t, { token: m.token, cardId: card.id }, 10_000)).json() as { id: string };
    const list = ZWithdrawalRecordsSchema.parse(
      (
        await t.call({ method: 'GET', url: '/api/admin/cashier/withdrawals?status=pending', token: admin })
      ).json(),
    );
    expect(list.rows.find((r) => r.id === w.id)).toMatchObject({ memberId: String(m.id), linkedCount: 1 });
  });

  it('answers 404 for a member that does not exist and 400 for a bad id', async () => {
    const missing = await linked(999_999_999);
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('MEMBER_NOT_FOUND');
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await linked(bad);
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_FAILED');
    }
  });

  it('is refused without members.read', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/members/1/linked' });
    expect(res.statusCode).toBe(401);
  });
});
