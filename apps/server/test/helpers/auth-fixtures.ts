// Identity test fixtures: members created straight in the database, fresh client IPs (rate limits
// and the IP-based captcha rule key on the IP), flags, captchas and codes read back from the
// database and the outbox.
import type { TLoginResult, TOutboxMessage } from '@pavilion/contracts/auth';
import type { TFlagId } from '@pavilion/contracts/site';
import { captchaAnswerHash } from '@/modules/captcha/captcha.service.ts';
import { insertMemberWithWallet, type TNewMember } from '@/modules/members/members.repo.ts';
import { hashPassword } from '@/shared/password.ts';
import type { TTestApp } from './test-app.ts';

let ipCounter = 0;

/** A client IP no other test in this process has used. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${100 + (process.pid % 100)}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let memberCounter = 0;

/** Inserts a member with a known password; returns its id, account and password. */
export async function createMember(
  t: TTestApp,
  opts: Partial<TNewMember> & { password?: string; balance?: number } = {},
): Promise<{ id: number; account: string; password: string }> {
  memberCounter += 1;
  const { password = 'Secret123', balance = 0, ...row } = opts;
  const account = row.account ?? `user${process.pid % 1000}x${memberCounter}`;
  const created = await insertMemberWithWallet(
    t.db,
    { nickname: account, type: 0, password_hash: await hashPassword(password), ...row, account },
    { balance, currency: 'USD' },
  );
  return { id: created.id, account, password };
}

export async function setFlag(t: TTestApp, modId: TFlagId, enabled: boolean): Promise<void> {
  const res = await t.call({
    method: 'PUT',
    url: `/api/admin/flags/${modId}`,
    token: await t.adminToken(),
    payload: { enabled },
  });
  if (res.statusCode !== 200) {
    throw new Error(`flag ${modId}: ${res.body}`);
  }
}

/** Runs `fn` with flags set, restoring the previous values afterwards. */
export async function withFlags(
  t: TTestApp,
  flags: Partial<Record<TFlagId, boolean>>,
  fn: () => Promise<void>,
): Promise<void> {
  const before = await t.db.selectFrom('site_flags').select(['mod_id', 'enabled']).execute();
  const previous = new Map(before.map((r) => [r.mod_id, r.enabled]));
  for (const [id, on] of Object.entries(flags)) {
    await setFlag(t, id as TFlagId, on);
  }
  try {
    await fn();
  } finally {
    for (const id of Object.keys(flags)) {
      await setFlag(t, id as TFlagId, previous.get(id) ?? true);
    }
  }
}

/**
 * Fetches a captcha through the API and finds its answer: the database keeps only a keyed hash,
 * so the test tries the 10,000 four-digit answers with the server's (test) key.
 */
export async function solvedCaptcha(t: TTestApp): Promise<{ captchaId: string; captcha: string }> {
  const res = await t.call({ method: 'GET', url: '/api/auth/captcha', ip: nextIp() });
  const { captchaId } = res.json() as { captchaId: string };
  const row = await t.db
    .selectFrom('captchas')
    .select('answer_hash')
    .where('id', '=', captchaId)
    .executeTakeFirstOrThrow();
  for (let n = 0; n < 10_000; n++) {
    const guess = String(n).padStart(4, '0');
    if (captchaAnswerHash(captchaId, guess) === row.answer_hash) {
      return { captchaId, captcha: guess };
    }
  }
  throw new Error('no four-digit answer matches the stored hash');
}

export async function loginRequest(
  t: TTestApp,
  opts: {
    username: string;
    password: string;
    ip?: string;
    site?: 'player' | 'agent';
    captchaId?: string;
    captcha?: string;
  },
) {
  const { ip, password, ...rest } = opts;
  return t.call({
    method: 'POST',
    url: '/api/auth/login',
    ip: ip ?? nextIp(),
    payload: { type: 'username', password: t.encrypt(password), ...rest },
  });
}

export async function loginOk(
  t: TTestApp,
  username: string,
  password: string,
  ip?: string,
): Promise<Extract<TLoginResult, { status: 'ok' }>> {
  const res = await loginRequest(t, { username, password, ...(ip ? { ip } : {}) });
  const body = res.json() as TLoginResult;
  if (res.statusCode !== 200 || body.status !== 'ok') {
    throw new Error(`login ${username} failed: ${res.body}`);
  }
  return body;
}

export async function outbox(t: TTestApp, recipient: string): Promise<TOutboxMessage[]> {
  const res = await t.call({
    method: 'GET',
    url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  return res.json() as TOutboxMessage[];
}

/** The 6-digit code of the newest message to a recipient. */
export async function lastCode(t: TTestApp, recipient: string): Promise<string> {
  const [message] = await outbox(t, recipient);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) {
    throw new Error(`no code sent to ${recipient}`);
  }
  return code;
}

export function errorCode(res: { json: () => unknown }): string | undefined {
  return (res.json() as { error?: { code?: string } }).error?.code;
}
