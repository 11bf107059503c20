// [MESSAGING] E-mail over SMTP (decision 071): a real SMTP server started here receives the reset
// e-mail in the member's language (their own, else the request's), with text and HTML parts and an
// absolute link on the site address the member used; the link, followed against the running server,
// opens the page and its token completes the reset. An unknown host never reaches the link.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { writeSetting } from '@/modules/site/site.repo.ts';
import { createMember, errorCode, loginOk, nextIp, outbox } from './helpers/auth-fixtures.ts';
import { SMTP_PASS, SMTP_USER, startSmtpSink } from './helpers/smtp-sink.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

const PAGE_MARKER = 'pavilion-test-web-page';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

let t: TTestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let base: string;
beforeAll(async () => {
  smtp = await startSmtpSink();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const webDist = mkdtempSync(path.join(tmpdir(), 'pavilion-web-'));
  writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>${PAGE_MARKER}</title>`);
  t = await startTestApp({
    PUBLIC_URL: base,
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Pavilion <no-reply@play.example.test>',
    WEB_DIST_DIR: webDist,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const RESET_LINK = /(https?:\/\/[^\s/]+)\/reset-password\?token=([A-Za-z0-9_-]+)/;

function linkIn(text: string | undefined) {
  const match = text?.match(RESET_LINK);
  if (!match?.[1] || !match[2]) {
    throw new Error(`no reset link in: ${text}`);
  }
  return { href: match[0], origin: match[1], token: match[2] };
}

const forgot = (account: string, email: string, headers: Record<string, string>) =>
  t.call({
    method: 'POST',
    url: '/api/auth/forgot-password',
    ip: nextIp(),
    headers,
    payload: { username: account, email },
  });

const reset = (origin: string, resetToken: string, password: string) =>
  fetch(`${origin}/api/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify({
      resetToken,
      newPassword: t.encrypt(password),
      confirmNewPassword: t.encrypt(password),
    }),
  });

describe('[MESSAGING] reset e-mail over SMTP', () => {
  it('arrives in English with text and HTML parts, and its absolute link completes the reset', async () => {
    const m = await createMember(t, { email: 'smtp-en@example.com' });
    const res = await fetch(`${base}/api/auth/forgot-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en-GB,en;q=0.8',
        'x-forwarded-for': nextIp(),
      },
      body: JSON.stringify({ username: m.account, email: 'smtp-en@example.com' }),
    });
    expect(res.status).toBe(200);
    const got = smtp.lastTo('smtp-en@example.com');
    expect(got?.user).toBe(SMTP_USER);
    const mail = got?.mail;
    expect(mail?.subject).toBe('Reset your Pavilion password');
    expect(mail?.from?.value[0]).toMatchObject({ name: 'Pavilion', address: 'no-reply@play.example.test' });
    expect(mail?.headers.get('content-language')).toBe('en');
    expect(mail?.text).toContain(`Hello ${m.account},`);
    const link = linkIn(mail?.text);
    expect(link.origin).toBe(base);
    expect(mail?.html).toContain(`href="${link.href}"`);
    expect(mail?.html).toContain('<html lang="en">');
    expect(await outbox(t, 'smtp-en@example.com')).toEqual([]);

    const page = await fetch(link.href);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(PAGE_MARKER);
    const done = await reset(link.origin, new URL(link.href).searchParams.get('token') ?? '', 'Smtpnew123');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true });
    await loginOk(t, m.account, 'Smtpnew123');

    const row = await t.db
      .selectFrom('message_deliveries')
      .selectAll()
      .where('recipient', '=', 'smtp-en@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', provider: 'smtp', status: 'sent', attempts: 1 });
    expect(row.provider_message_id).toMatch(/^<.+@.+>$/);
  });

  it("writes in the member's own language (Chinese, kept at login) over the request's", async () => {
    const m = await createMember(t, { email: 'smtp-zh@example.com' });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      payload: { type: 'username', username: m.account, password: t.encrypt(m.password) },
    });
    expect(login.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('members')
      .select('language')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('CN');

    expect((await forgot(m.account, 'smtp-zh@example.com', { 'accept-language': 'en-US' })).statusCode).toBe(
      200,
    );
    const mail = smtp.lastTo('smtp-zh@example.com')?.mail;
    expect(mail?.subject).toBe('重置您的 Pavilion 密码');
    expect(mail?.headers.get('content-language')).toBe('zh-CN');
    expect(mail?.text).toContain(`${m.account}，您好：`);
    expect(mail?.text).toContain('此链接仅可使用一次，30 分钟后失效。');
    expect(mail?.html).toContain('<html lang="zh-CN">');
    expect(mail?.html).toContain('设置新密码');
    const link = linkIn(mail?.text);
    // the injected request's Host, localhost, is the site's mainDomain
    expect(link.origin).toBe('http://localhost');
    expect((await reset(base, link.token, 'Smtpzh1234')).status).toBe(200);
  });

  it("writes Khmer from the request's language, linking to the site domain it came to", async () => {
    await writeSetting(t.db, 'domainRoute', [{ domain: 'km.example.test', route: '/' }]);
    const m = await createMember(t, { email: 'smtp-km@example.com' });
    const res = await forgot(m.account, 'smtp-km@example.com', {
      'accept-language': 'km-KH,km;q=0.9,en;q=0.5',
      host: 'km.example.test',
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(200);
    const mail = smtp.lastTo('smtp-km@example.com')?.mail;
    expect(mail?.subject).toBe('កំណត់ពាក្យសម្ងាត់ Pavilion របស់អ្នកឡើងវិញ');
    expect(mail?.headers.get('content-language')).toBe('km');
    expect(mail?.text).toContain('តំណនេះប្រើបានតែម្តងប៉ុណ្ណោះ');
    expect(mail?.html).toContain('<html lang="km">');
    const link = linkIn(mail?.text);
    expect(link.origin).toBe('https://km.example.test');
    expect((await reset(base, link.token, 'Smtpkm1234')).status).toBe(200);
  });

  it('links to PUBLIC_URL when the request came on a host that is not the site', async () => {
    const m = await createMember(t, { email: 'smtp-evil@example.com' });
    for (const host of ['evil.example', 'km.example.test.evil.example', 'user@km.example.test']) {
      expect((await forgot(m.account, 'smtp-evil@example.com', { host })).statusCode).toBe(200);
      expect(linkIn(smtp.lastTo('smtp-evil@example.com')?.mail.text).origin).toBe(base);
    }
  });

  it('answers SERVICE_UNAVAILABLE when the SMTP server refuses us, records it, and logs no secret', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: {
        ...t.config,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://${SMTP_USER}:not-the-password-9@127.0.0.1:${smtp.port}`,
        WEB_DIST_DIR: undefined,
      },
      db: t.db,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const m = await createMember(t, { email: 'smtp-refused@example.com' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'x-forwarded-for': nextIp() },
        payload: { username: m.account, email: 'smtp-refused@example.com' },
      });
      expect(res.statusCode).toBe(503);
      expect(errorCode(res)).toBe('SERVICE_UNAVAILABLE');
      expect(smtp.lastTo('smtp-refused@example.com')).toBeUndefined();
      const row = await t.db
        .selectFrom('message_deliveries')
        .selectAll()
        .where('recipient', '=', 'smtp-refused@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ channel: 'email', provider: 'smtp', status: 'failed' });
      expect(row.error).toMatch(/^EAUTH/);
      expect(lines.join('\n')).toContain('e-mail not sent');
      expect(lines.join('\n')).not.toContain('not-the-password-9');
    } finally {
      await app.close();
    }
  });
});
