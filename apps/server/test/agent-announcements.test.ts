// Agent announcements: the operator creates, updates and deletes them (HTML sanitised, CN/KM
// translations falling back to English, a time window); agents list the open ones in their
// language and open one; players and anonymous callers are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgentAnnouncement, TAgentAnnouncements } from '@pavilion/contracts/agent-reports';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let agentToken: string;
let playerToken: string;

async function sessionOf(account: string): Promise<string> {
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return createSession(t.db, t.config, { kind: 'member', memberId: Number(row.id), ip: '10.9.9.9' });
}

const admin = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token: await t.adminToken(), ...(payload ? { payload } : {}) });
const agentGet = <T>(url: string) =>
  t
    .call({ method: 'GET', url, token: agentToken })
    .then((r) => ({ status: r.statusCode, body: r.json() as T }));
const errorOf = (body: unknown) => (body as { error: { code: string } }).error.code;

beforeAll(async () => {
  t = await startTestApp();
  agentToken = await sessionOf('agent01');
  playerToken = await sessionOf('player01');
});
afterAll(async () => {
  await t?.close();
});

describe('[AGENT] announcements', () => {
  let id = 0;
  it('the operator creates one; agents list it and open it, in their language, sanitised', async () => {
    const created = await admin('POST', '/api/admin/agent-announcements', {
      title: 'New commission tiers',
      content: '<p>From <b>next month</b><script>alert(1)</script></p>',
      translations: { CN: { title: '新的佣金等级', content: '<p>下月起</p>' }, KM: { title: 'កម្រិតថ្មី' } },
    });
    expect(created.statusCode).toBe(200);
    id = (created.json() as { id: number }).id;
    const list = await agentGet<TAgentAnnouncements>('/api/agent/announcements');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.rows[0]).toMatchObject({ id, title: 'New commission tiers' });
    expect(list.body.rows[0]!.content).not.toContain('script');
    expect(list.body.rows[0]!.content).toContain('<b>next month</b>');
    const cn = await agentGet<TAgentAnnouncement>(`/api/agent/announcements/${id}?language=CN`);
    expect(cn.body).toMatchObject({ title: '新的佣金等级', content: '<p>下月起</p>' });
    const km = await agentGet<TAgentAnnouncement>(`/api/agent/announcements/${id}?language=KM`);
    expect(km.body.title).toBe('កម្រិតថ្មី');
    expect(km.body.content).toContain('next month'); // no KM content: English
  });

  it('shows only announcements whose window is open', async () => {
    const future = await admin('POST', '/api/admin/agent-announcements', {
      title: 'Later',
      content: 'later',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const laterId = (future.json() as { id: number }).id;
    const list = await agentGet<TAgentAnnouncements>('/api/agent/announcements');
    expect(list.body.rows.map((r) => r.id)).not.toContain(laterId);
    const detail = await agentGet(`/api/agent/announcements/${laterId}`);
    expect([detail.status, errorOf(detail.body)]).toEqual([404, 'NOT_FOUND']);
  });

  it('the operator updates and deletes; unknown ids answer 404', async () => {
    const put = await admin('PUT', `/api/admin/agent-announcements/${id}`, {
      title: 'Renamed',
      content: 'x',
    });
    expect(put.statusCode).toBe(200);
    expect((await agentGet<TAgentAnnouncement>(`/api/agent/announcements/${id}`)).body.title).toBe('Renamed');
    expect((await admin('DELETE', `/api/admin/agent-announcements/${id}`)).statusCode).toBe(200);
    expect((await agentGet(`/api/agent/announcements/${id}`)).status).toBe(404);
    const again = await admin('DELETE', `/api/admin/agent-announcements/${id}`);
    expect([again.statusCode, errorOf(again.json())]).toEqual([404, 'NOT_FOUND']);
    const missing = await admin('PUT', '/api/admin/agent-announcements/999999', { title: 'x', content: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input, players, agents on the admin API and anonymous callers', async () => {
    const bad = await admin('POST', '/api/admin/agent-announcements', { title: '', content: 'x' });
    expect([bad.statusCode, errorOf(bad.json())]).toEqual([400, 'VALIDATION_FAILED']);
    const player = await t.call({ method: 'GET', url: '/api/agent/announcements', token: playerToken });
    expect([player.statusCode, errorOf(player.json())]).toEqual([403, 'NON_AGENT_LOGIN']);
    expect((await t.call({ method: 'GET', url: '/api/agent/announcements' })).statusCode).toBe(401);
    const asAgent = await t.call({
      method: 'POST',
      url: '/api/admin/agent-announcements',
      token: agentToken,
      payload: { title: 'x', content: 'x' },
    });
    expect([401, 403]).toContain(asAgent.statusCode);
  });
});
