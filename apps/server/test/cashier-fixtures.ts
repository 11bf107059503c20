// Shared steps of the cashier integration tests: members with a session, fund password, bound card,
// balances read straight from the ledger, and the sum of the house 'cashier' accounts.
import sharp from 'sharp';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import type { TTestApp } from './helpers/test-app.ts';

export const FUND_PASSWORD = '246810';
let seq = 0;
export const requestId = () => `req-${process.pid}-${++seq}-cashier`;

export type TCashierMember = { id: number; account: string; token: string };

export async function memberWithSession(
  t: TTestApp,
  opts: { balance?: number; type?: number; upline_id?: number | null } = {},
): Promise<TCashierMember> {
  const m = await createMember(t, opts);
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' });
  return { id: m.id, account: m.account, token };
}

export async function setFundPassword(t: TTestApp, token: string, password = FUND_PASSWORD) {
  return t.call({
    method: 'POST',
    url: '/api/cashier/fund-password',
    token,
    payload: { newPassword: t.encrypt(password), confirmNewPassword: t.encrypt(password) },
  });
}

export async function bindCard(t: TTestApp, token: string, overrides: Record<string, string> = {}) {
  return t.call({
    method: 'POST',
    url: '/api/cashier/bank-cards',
    token,
    payload: {
      bankName: 'ACLEDA Bank',
      accountNumber: `${100000 + ++seq}7788`,
      payeeName: 'Sok Dara',
      ...overrides,
    },
  });
}

/** A member with a fund password and one bound card. */
export async function readyMember(
  t: TTestApp,
  balance: number,
): Promise<TCashierMember & { cardId: string }> {
  const m = await memberWithSession(t, { balance });
  await setFundPassword(t, m.token);
  const card = (await bindCard(t, m.token)).json() as { id: string };
  return { ...m, cardId: card.id };
}

export async function balanceOf(t: TTestApp, memberId: number): Promise<number> {
  return (await memberWallet(t.db, memberId)).balance;
}

export async function cashierHouseTotal(t: TTestApp): Promise<number> {
  const rows = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_type', '=', 'house')
    .where('purpose', '=', 'cashier')
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.balance), 0);
}

export function withdraw(
  t: TTestApp,
  m: { token: string; cardId: string },
  amount: number,
  extra: Record<string, unknown> = {},
) {
  return t.call({
    method: 'POST',
    url: '/api/cashier/withdrawals',
    token: m.token,
    payload: {
      bankCardId: m.cardId,
      amount,
      fundPassword: t.encrypt(FUND_PASSWORD),
      requestId: requestId(),
      ...extra,
    },
  });
}

/** A 1x1 png and the start of a jpeg: enough bytes for the magic-number check. */
/** An operator's approve or reject of a withdrawal (a reject carries its reason). */
export function reviewWithdrawal(
  t: TTestApp,
  adminToken: string,
  id: string,
  action: 'approve' | 'reject',
  reason = 'Card details do not match',
) {
  return t.call({
    method: 'POST',
    url: `/api/admin/cashier/withdrawals/${id}/${action}`,
    token: adminToken,
    ...(action === 'reject' ? { payload: { reason } } : {}),
  });
}

export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = await sharp({
  create: { width: 8, height: 6, channels: 3, background: '#c33' },
})
  .jpeg()
  .toBuffer();
/** A phone photo: EXIF with the camera and a GPS position, which uploads must not keep. */
export const JPEG_WITH_GPS = await sharp({
  create: { width: 30, height: 20, channels: 3, background: '#3c3' },
})
  .jpeg()
  .withExif({
    IFD0: { Make: 'PhoneCo', Model: 'X1' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '11/1 33/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '104/1 55/1 0/1',
    },
  })
  .toBuffer();
/** PNG magic bytes followed by an HTML page: passed the old magic-byte check. */
export const PNG_HTML_POLYGLOT = Buffer.concat([
  PNG_BYTES.subarray(0, 8),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);
