// Identity verification (issue 29 item 1, decision 076): a member uploads documents (re-encoded, in
// the shared blob store), operators review them in a queue (approve / reject with a reason code,
// audited, a second decision is a conflict), the level follows from the approved kinds, and the
// operator's withdrawal rules hold in the outflow gate: 50 withdrawals above the amount at once by an
// unverified member all refused, one passes after approval; a cumulative rule counts what the member
// withdrew before. Roles and bad input answer with their codes.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperatorRole } from '@pavilion/contracts/console-access';
import type {
  TKycAdminDocument,
  TKycDocument,
  TKycDocumentKind,
  TKycMember,
  TKycQueue,
  TKycRule,
  TKycStatus,
} from '@pavilion/contracts/kyc';
import {
  FUND_PASSWORD,
  JPEG_WITH_GPS,
  PNG_HTML_POLYGLOT,
  balanceOf,
  memberWithSession,
  readyMember,
  requestId,
  reviewWithdrawal,
} from './cashier-fixtures.ts';
import { errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
let admin: string;
const tokens = new Map<TOperatorRole, string>();

const IMAGE = (
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
    .png()
    .toBuffer()
).toString('base64');
const LEVEL_1: TKycDocumentKind[] = ['id_front', 'id_back', 'selfie'];

// each from its own address: the upload and money rate limits are per IP and minute
const upload = (token: string, kind: string, image = IMAGE) =>
  t.call({ method: 'POST', url: '/api/kyc/documents', token, ip: nextIp(), payload: { kind, image } });
const withdraw = (m: { token: string; cardId: string }, amount: number) =>
  t.call({
    method: 'POST',
    url: '/api/cashier/withdrawals',
    token: m.token,
    ip: nextIp(),
    payload: { bankCardId: m.cardId, amount, fundPassword: t.encrypt(FUND_PASSWORD), requestId: requestId() },
  });
const status = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/kyc', token })).json() as TKycStatus;
const decide = (id: string, payload: object, token = admin) =>
  t.call({ method: 'POST', url: `/api/admin/kyc/documents/${id}/decision`, token, payload });
const putRules = (rules: TKycRule[], token = admin) =>
  t.call({ method: 'PUT', url: '/api/admin/kyc/rules', token, payload: { rules } });
const codeOf = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, errorCode(res) ?? 'ok'];

/** Uploads the kinds and has an operator approve each. */
async function verify(token: string, kinds: TKycDocumentKind[]): Promise<void> {
  for (const kind of kinds) {
    const doc = (await upload(token, kind)).json() as TKycDocument;
    expect((await decide(doc.id, { decision: 'approve' })).statusCode).toBe(200);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  for (const role of ['risk', 'support', 'finance', 'auditor'] as const) {
    tokens.set(role, await operatorToken(t, await createOperator(t, role)));
  }
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('[KYC] documents', () => {
  it('re-encodes an upload without its metadata, keeps it in the blob store and shows it pending', async () => {
    const m = await memberWithSession(t);
    const res = await upload(
      m.token,
      'id_front',
      `data:image/jpeg;base64,${JPEG_WITH_GPS.toString('base64')}`,
    );
    expect(res.statusCode).toBe(200);
    const doc = res.json() as TKycDocument;
    expect(doc).toMatchObject({ kind: 'id_front', status: 'pending', reasonCode: null });
    const row = await t.db
      .selectFrom('kyc_documents')
      .select(['blob_key', 'mime'])
      .where('id', '=', Number(doc.id))
      .executeTakeFirstOrThrow();
    expect(row.mime).toBe('image/jpeg');
    const blob = (await t.app.storage.get(row.blob_key))!;
    expect(blob.bytes.equals(JPEG_WITH_GPS)).toBe(false);
    const meta = await sharp(blob.bytes).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 30, undefined]);
    expect(await status(m.token)).toEqual({ level: 0, documents: [doc] });

    const image = await t.call({ method: 'GET', url: `/api/kyc/documents/${doc.id}/image`, token: m.token });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const other = await memberWithSession(t);
    const foreign = await t.call({
      method: 'GET',
      url: `/api/kyc/documents/${doc.id}/image`,
      token: other.token,
    });
    expect(codeOf(foreign)).toEqual([404, 'KYC_DOCUMENT_NOT_FOUND']);
    const anonymous = await t.call({ method: 'GET', url: `/api/kyc/documents/${doc.id}/image` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad uploads with their codes', async () => {
    const m = await memberWithSession(t);
    expect(codeOf(await upload(m.token, 'passport'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(codeOf(await upload(m.token, 'selfie', PNG_HTML_POLYGLOT.toString('base64')))).toEqual([
      400,
      'KYC_IMAGE_INVALID',
    ]);
    expect(codeOf(await upload(m.token, 'selfie', 'not base64!'))).toEqual([400, 'KYC_IMAGE_INVALID']);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 7).toString('base64');
    expect(codeOf(await upload(m.token, 'selfie', big))).toEqual([413, 'KYC_IMAGE_TOO_LARGE']);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/kyc/documents',
      payload: { kind: 'selfie', image: IMAGE },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await status(m.token)).documents).toEqual([]);
  });

  it('queues pending documents, approves and rejects with a reason, refuses a second decision', async () => {
    const m = await memberWithSession(t);
    const front = (await upload(m.token, 'id_front')).json() as TKycDocument;
    const back = (await upload(m.token, 'id_back')).json() as TKycDocument;
    const queue = (
      await t.call({ method: 'GET', url: '/api/admin/kyc/documents?pageSize=100', token: admin })
    ).json() as TKycQueue;
    expect(queue.items.filter((d) => d.memberId === m.id).map((d) => [d.kind, d.account])).toEqual([
      ['id_front', m.account],
      ['id_back', m.account],
    ]);
    const image = await t.call({
      method: 'GET',
      url: `/api/admin/kyc/documents/${front.id}/image`,
      token: admin,
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);

    const approved = await decide(front.id, { decision: 'approve' });
    expect((approved.json() as TKycAdminDocument).status).toBe('approved');
    expect(codeOf(await decide(front.id, { decision: 'reject', reasonCode: 'expired' }))).toEqual([
      409,
      'KYC_ALREADY_DECIDED',
    ]);
    expect(codeOf(await decide(back.id, { decision: 'reject' }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(codeOf(await decide(back.id, { decision: 'reject', reasonCode: 'bogus' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    const rejected = await decide(back.id, { decision: 'reject', reasonCode: 'unreadable', note: 'Glare' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reasonCode: 'unreadable', note: 'Glare' });
    expect(codeOf(await decide('99999999', { decision: 'approve' }))).toEqual([
      404,
      'KYC_DOCUMENT_NOT_FOUND',
    ]);

    const mine = await status(m.token);
    expect(mine.documents.map((d) => [d.kind, d.status, d.reasonCode, d.note])).toEqual([
      ['id_back', 'rejected', 'unreadable', 'Glare'],
      ['id_front', 'approved', null, null],
    ]);
    expect(codeOf(await upload(m.token, 'id_front'))).toEqual([409, 'KYC_DOCUMENT_APPROVED']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'status'])
      .where('route', 'like', '%/kyc/documents/%')
      .where('status', '=', 200)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.before)).toContain('"status":"pending"');
    expect(JSON.stringify(audit.after)).toContain('"reasonCode":"unreadable"');
  });

  it('a new upload of a pending kind supersedes the old one, whose decision then conflicts', async () => {
    const m = await memberWithSession(t);
    const first = (await upload(m.token, 'selfie')).json() as TKycDocument;
    const second = (await upload(m.token, 'selfie')).json() as TKycDocument;
    expect(codeOf(await decide(first.id, { decision: 'approve' }))).toEqual([409, 'KYC_ALREADY_DECIDED']);
    expect((await status(m.token)).documents.map((d) => d.id)).toEqual([second.id]);
  });

  it('derives the level: 1 with ID front, back and selfie approved, 2 with proof of address', async () => {
    const m = await memberWithSession(t);
    await verify(m.token, ['id_front', 'id_back']);
    expect((await status(m.token)).level).toBe(0);
    await verify(m.token, ['selfie']);
    expect((await status(m.token)).level).toBe(1);
    await verify(m.token, ['proof_of_address']);
    expect((await status(m.token)).level).toBe(2);
    const member = (
      await t.call({ method: 'GET', url: `/api/admin/members/${m.id}/kyc`, token: tokens.get('auditor') })
    ).json() as TKycMember;
    expect([member.level, member.documents.length]).toEqual([2, 4]);
    const unknown = await t.call({ method: 'GET', url: '/api/admin/members/99999999/kyc', token: admin });
    expect(codeOf(unknown)).toEqual([404, 'MEMBER_NOT_FOUND']);
  });

  it('lets owner and risk decide, the auditor read, and refuses support and finance', async () => {
    const m = await memberWithSession(t);
    const doc = (await upload(m.token, 'id_front')).json() as TKycDocument;
    const queue = (role: TOperatorRole) =>
      t.call({ method: 'GET', url: '/api/admin/kyc/documents', token: tokens.get(role) });
    expect(codeOf(await queue('support'))).toEqual([403, 'FORBIDDEN']);
    expect(codeOf(await queue('finance'))).toEqual([403, 'FORBIDDEN']);
    expect((await queue('auditor')).statusCode).toBe(200);
    expect(codeOf(await decide(doc.id, { decision: 'approve' }, tokens.get('auditor')))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(codeOf(await putRules([], tokens.get('support')))).toEqual([403, 'FORBIDDEN']);
    expect((await decide(doc.id, { decision: 'approve' }, tokens.get('risk'))).statusCode).toBe(200);
    const asMember = await t.call({ method: 'GET', url: '/api/admin/kyc/documents', token: m.token });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('[KYC] withdrawal rules', () => {
  it('validates and replaces the rules', async () => {
    const rule: TKycRule = { currency: 'USD', kind: 'single', amount: 5_000, level: 1 };
    expect(codeOf(await putRules([rule, rule]))).toEqual([400, 'VALIDATION_FAILED']);
    expect(codeOf(await putRules([{ ...rule, level: 3 as 1 }]))).toEqual([400, 'VALIDATION_FAILED']);
    expect(codeOf(await putRules([{ ...rule, currency: 'usd' }]))).toEqual([400, 'VALIDATION_FAILED']);
    expect(codeOf(await putRules([{ ...rule, amount: -1 }]))).toEqual([400, 'VALIDATION_FAILED']);
    expect((await putRules([rule])).json()).toEqual({ rules: [rule] });
    const read = await t.call({ method: 'GET', url: '/api/admin/kyc/rules', token: tokens.get('risk') });
    expect(read.json()).toEqual({ rules: [rule] });
    expect((await putRules([])).json()).toEqual({ rules: [] });
  });

  it('50 withdrawals above the amount at once by an unverified member: none passes; after approval one does', async () => {
    await putRules([{ currency: 'USD', kind: 'single', amount: 5_000, level: 1 }]);
    const m = await readyMember(t, 1_000_000);
    const replies = await Promise.all(Array.from({ length: 50 }, () => withdraw(m, 10_000)));
    expect(new Set(replies.map((r) => codeOf(r).join(' ')))).toEqual(new Set(['403 KYC_REQUIRED']));
    expect((replies[0]!.json() as { error: { data: unknown } }).error.data).toMatchObject({
      level: 1,
      amount: 5_000,
      rule: 'single',
      currentLevel: 0,
    });
    expect(await balanceOf(t, m.id)).toBe(1_000_000);
    expect((await withdraw(m, 5_000)).statusCode).toBe(200);

    await verify(m.token, LEVEL_1);
    const after = await withdraw(m, 10_000);
    expect(after.statusCode).toBe(200);
    expect(await balanceOf(t, m.id)).toBe(1_000_000 - 15_000);
    expect(await findLedgerViolations(t.db)).toEqual([]);
    await putRules([]);
  });

  it('a cumulative rule counts the withdrawals made before, rejected ones aside', async () => {
    await putRules([
      { currency: 'USD', kind: 'cumulative', amount: 20_000, level: 2 },
      // another currency's rule does not touch a USD wallet
      { currency: 'KHR', kind: 'single', amount: 0, level: 2 },
    ]);
    const m = await readyMember(t, 1_000_000);
    await verify(m.token, LEVEL_1);
    const first = (await withdraw(m, 15_000)).json() as { id: string };
    expect((await reviewWithdrawal(t, admin, first.id, 'reject')).statusCode).toBe(200);
    expect((await withdraw(m, 15_000)).statusCode).toBe(200);
    const refused = await withdraw(m, 10_000);
    expect(codeOf(refused)).toEqual([403, 'KYC_REQUIRED']);
    expect((refused.json() as { error: { data: unknown } }).error.data).toMatchObject({
      level: 2,
      amount: 20_000,
      rule: 'cumulative',
      currentLevel: 1,
    });
    expect((await withdraw(m, 5_000)).statusCode).toBe(200);
    await verify(m.token, ['proof_of_address']);
    expect((await withdraw(m, 10_000)).statusCode).toBe(200);
    await putRules([]);
  });
});
