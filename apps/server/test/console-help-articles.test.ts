// Help articles in the console (issue 15): the operator lists every row of the help centre by
// language, creates, edits, publishes/unpublishes and deletes them; HTML is sanitised on write; the
// player's help reads only published rows. Each error case answers its code, each write is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminHelpRow, THelpArticle } from '@pavilion/contracts/content';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let content: string;
let support: string;
let auditor: string;

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
  content = await operatorToken(t, await createOperator(t, 'content'));
  support = await operatorToken(t, await createOperator(t, 'support'));
  auditor = await operatorToken(t, await createOperator(t, 'auditor'));
});
afterAll(async () => {
  await t.close();
});

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: TMethod, url: string, payload?: unknown) =>
  t.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const article = (anchor: string, extra: object = {}) => ({
  lang: 'CN',
  anchor,
  title: `标题 ${anchor}`,
  content: '<p>内容 <b>粗体</b><script>alert(1)</script></p>',
  ...extra,
});
const playerHelp = async (lang: string) =>
  (await t.call({ method: 'GET', url: `/api/content/help?lang=${lang}` })).json() as THelpArticle[];
const adminRows = async (lang: string) =>
  ((await call(content, 'GET', `/api/admin/help?lang=${lang}`)).json() as { rows: TAdminHelpRow[] }).rows;

describe('[CONSOLE] help articles', () => {
  it('lists the seeded rows of one language, published', async () => {
    const rows = await adminRows('KM');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.lang === 'KM' && r.published)).toBe(true);
    const auditorRead = await call(auditor, 'GET', '/api/admin/help');
    expect(auditorRead.statusCode).toBe(200);
  });

  it('creates a sanitised article the player sees, edits it, and audits both writes', async () => {
    const created = await call(content, 'POST', '/api/admin/help', article('bonus-rules'));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    const row = (await adminRows('CN')).find((r) => r.id === id);
    expect(row).toMatchObject({ anchor: 'bonus-rules', device: 'WEB', published: true, sort: 0 });
    expect(row?.content).toBe('<p>内容 <b>粗体</b></p>');

    const edited = await call(
      content,
      'PUT',
      `/api/admin/help/${id}`,
      article('bonus-rules', { title: '新标题' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await playerHelp('CN')).find((a) => a.id === id)?.title).toBe('新标题');
    const audits = await t.db
      .selectFrom('audit_log')
      .select('route')
      .where('route', 'in', ['/api/admin/help', '/api/admin/help/:id'])
      .where('status', '=', 200)
      .execute();
    expect(audits.map((a) => a.route).sort()).toEqual(['/api/admin/help', '/api/admin/help/:id']);
  });

  it('unpublishes an article off the player page and publishes it back', async () => {
    const { id } = (await call(content, 'POST', '/api/admin/help', article('draft-one'))).json() as {
      id: number;
    };
    const off = await call(content, 'PUT', `/api/admin/help/${id}/published`, { published: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await playerHelp('CN')).some((a) => a.id === id)).toBe(false);
    expect((await adminRows('CN')).find((r) => r.id === id)?.published).toBe(false);
    await call(content, 'PUT', `/api/admin/help/${id}/published`, { published: true });
    expect((await playerHelp('CN')).some((a) => a.id === id)).toBe(true);
  });

  it('deletes an article; a second delete is NOT_FOUND', async () => {
    const { id } = (await call(content, 'POST', '/api/admin/help', article('gone'))).json() as { id: number };
    expect((await call(content, 'DELETE', `/api/admin/help/${id}`)).statusCode).toBe(200);
    const again = await call(content, 'DELETE', `/api/admin/help/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses a second article with the same language and anchor: HELP_ANCHOR_TAKEN', async () => {
    await call(content, 'POST', '/api/admin/help', article('dup'));
    const dup = await call(content, 'POST', '/api/admin/help', article('dup'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: { code: 'HELP_ANCHOR_TAKEN' } });
    const { id } = (await call(content, 'POST', '/api/admin/help', article('dup-2'))).json() as {
      id: number;
    };
    const rename = await call(content, 'PUT', `/api/admin/help/${id}`, article('dup'));
    expect(rename.statusCode).toBe(409);
    const otherLanguage = await call(content, 'POST', '/api/admin/help', article('dup', { lang: 'EN' }));
    expect(otherLanguage.statusCode, otherLanguage.body).toBe(200);
  });

  it('answers NOT_FOUND for an unknown id on edit and publish', async () => {
    const edit = await call(content, 'PUT', '/api/admin/help/999999', article('nobody'));
    expect(edit.statusCode).toBe(404);
    const publish = await call(content, 'PUT', '/api/admin/help/999999/published', { published: false });
    expect(publish.statusCode).toBe(404);
  });

  it('answers VALIDATION_FAILED for a bad anchor, language, empty title or oversized HTML', async () => {
    for (const body of [
      article('1starts-with-digit'),
      article('has space'),
      article('ok', { lang: 'FR' }),
      article('ok', { title: '  ' }),
      article('ok', { content: 'x'.repeat(20_001) }),
      article('ok', { extra: true }),
    ]) {
      const res = await call(content, 'POST', '/api/admin/help', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    const badId = await call(content, 'DELETE', '/api/admin/help/abc');
    expect(badId.statusCode).toBe(400);
  });

  it('refuses writes to roles without content.write and reads to roles without content.read', async () => {
    expect((await call(auditor, 'POST', '/api/admin/help', article('nope'))).statusCode).toBe(403);
    expect((await call(support, 'GET', '/api/admin/help')).statusCode).toBe(403);
  });
});
