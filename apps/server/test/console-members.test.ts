// Members and agents in the console (issue 15, decision 044): each route allows and denies by the
// role matrix, refuses bad input with its code, searches and pages on the server, shows the
// profile with its upline chain and VIP level, the ledger, sessions, logins and notes; a lock ends
// the member's sessions and refuses the login until an unlock; the agent tree goes one level down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAgentLevel,
  TAgentTree,
  TMemberDetail,
  TMemberLedger,
  TMemberLogins,
  TMemberNotes,
  TMemberPage,
  TMemberSessions,
} from '@pavilion/contracts/member-admin';
import { createMember, errorCode, loginOk, loginRequest, nextIp } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let owner: string;
// fixed length: account rules (length, ordering in lists) must not depend on the process id
const tag = `m${String(process.pid % 1000).padStart(3, '0')}`;
let agent: { id: number; account: string };
let subAgent: { id: number; account: string };
let player: { id: number; account: string; password: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.adminToken();
  agent = await createMember(t, { account: `${tag}top`, type: 1 });
  subAgent = await createMember(t, { account: `${tag}sub`, type: 2, upline_id: agent.id });
  player = await createMember(t, {
    account: `${tag}player`,
    upline_id: subAgent.id,
    mobile: '0987654321',
    dialing_code: '855',
    email: `${tag}.player@example.com`,
    full_name: 'Kim Player',
    id_number: 'ID-778899',
    telegram: '@kimplayer',
    balance: 50_000,
  });
  await t.db
    .insertInto('agent_contracts')
    .values({
      kind: 'realtime',
      upline_id: null,
      downline_id: agent.id,
      status: 'active',
      terms: JSON.stringify({ kind: 'realtime', profitRateBp: 100, lossRateBp: 200, minSingleBet: 0 }),
      accepted_at: new Date(),
    })
    .execute();
  await t.db.insertInto('vip_member_levels').values({ member_id: player.id, level: 2 }).execute();
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string, token = owner): Promise<T> {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

describe('[ADMIN] members: access', () => {
  it('lets members.read read, members.write change, and refuses the others', async () => {
    const finance = await operatorToken(t, await createOperator(t, 'finance'));
    const support = await operatorToken(t, await createOperator(t, 'support'));
    const content = await operatorToken(t, await createOperator(t, 'content'));
    const auditor = await operatorToken(t, await createOperator(t, 'auditor'));
    const read = { method: 'GET' as const, url: `/api/admin/members/${player.id}` };
    expect((await t.call({ ...read, token: finance })).statusCode).toBe(200);
    const refused = await t.call({ ...read, token: content });
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
    const note = { method: 'POST' as const, url: `/api/admin/members/${player.id}/notes` };
    const financeNote = await t.call({ ...note, token: finance, payload: { body: 'no' } });
    expect([financeNote.statusCode, errorCode(financeNote)]).toEqual([403, 'FORBIDDEN']);
    const supportNote = await t.call({ ...note, token: support, payload: { body: 'Called the member.' } });
    expect(supportNote.statusCode).toBe(200);
    const tree = { method: 'GET' as const, url: `/api/admin/agents/${agent.id}/tree` };
    expect((await t.call({ ...tree, token: auditor })).statusCode).toBe(200);
    const supportTree = await t.call({ ...tree, token: support });
    expect([supportTree.statusCode, errorCode(supportTree)]).toEqual([403, 'FORBIDDEN']);
    const lock = await t.call({
      method: 'POST',
      url: `/api/admin/members/${player.id}/lock`,
      token: auditor,
      payload: { reason: 'auditor tries' },
    });
    expect([lock.statusCode, errorCode(lock)]).toEqual([403, 'FORBIDDEN']);
    const none = await t.call(read);
    expect([none.statusCode, errorCode(none)]).toEqual([401, 'NOT_LOGGED_IN']);
  });
});

describe('[ADMIN] members: bad input', () => {
  it.each([
    ['/api/admin/members?sort=password', 400, 'VALIDATION_FAILED'],
    ['/api/admin/members?registeredFrom=2026-13', 400, 'VALIDATION_FAILED'],
    ['/api/admin/members?pageSize=1000', 400, 'VALIDATION_FAILED'],
    ['/api/admin/members?status=gone', 400, 'VALIDATION_FAILED'],
    ['/api/admin/members?unknown=1', 400, 'VALIDATION_FAILED'],
    ['/api/admin/members/abc', 400, 'VALIDATION_FAILED'],
    ['/api/admin/members/0/ledger', 400, 'VALIDATION_FAILED'],
    ['/api/admin/members/999999999', 404, 'MEMBER_NOT_FOUND'],
    ['/api/admin/members/999999999/ledger', 404, 'MEMBER_NOT_FOUND'],
    ['/api/admin/members/999999999/sessions', 404, 'MEMBER_NOT_FOUND'],
    ['/api/admin/members/999999999/logins', 404, 'MEMBER_NOT_FOUND'],
    ['/api/admin/members/999999999/notes', 404, 'MEMBER_NOT_FOUND'],
    ['/api/admin/agents/999999999/tree', 404, 'MEMBER_NOT_FOUND'],
  ])('GET %s answers %i %s', async (url, status, code) => {
    const res = await t.call({ method: 'GET', url, token: owner });
    expect([res.statusCode, errorCode(res)]).toEqual([status, code]);
  });

  it('refuses a lock without a reason, a blank note and an unknown member', async () => {
    const base = `/api/admin/members/${player.id}`;
    for (const [url, payload] of [
      [`${base}/lock`, {}],
      [`${base}/lock`, { reason: 'no' }],
      [`${base}/unlock`, { reason: 'x'.repeat(201) }],
      [`${base}/notes`, { body: '   ' }],
      [`${base}/notes`, { body: 'ok', extra: 1 }],
    ] as const) {
      const res = await t.call({ method: 'POST', url, token: owner, payload });
      expect([res.statusCode, errorCode(res)], `${url} ${JSON.stringify(payload)}`).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    const unknown = await t.call({
      method: 'POST',
      url: '/api/admin/members/999999999/lock',
      token: owner,
      payload: { reason: 'nobody here' },
    });
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'MEMBER_NOT_FOUND']);
    const gone = await t.call({
      method: 'DELETE',
      url: '/api/admin/members/999999999/sessions',
      token: owner,
    });
    expect([gone.statusCode, errorCode(gone)]).toEqual([404, 'MEMBER_NOT_FOUND']);
  });
});

describe('[ADMIN] members: search and profile', () => {
  it('finds by a part of the username, mobile or e-mail, with filters, sort and pages', async () => {
    const byName = await get<TMemberPage>(`/api/admin/members?q=${tag}PLAY`);
    expect(byName.rows.map((r) => r.account)).toEqual([player.account]);
    expect(byName.rows[0]).toMatchObject({
      balance: 50_000,
      uplineAccount: subAgent.account,
      status: 'active',
    });
    expect((await get<TMemberPage>('/api/admin/members?q=87654')).rows.map((r) => r.id)).toContain(player.id);
    expect((await get<TMemberPage>(`/api/admin/members?q=${tag}.player@`)).total).toBe(1);
    // the pattern characters are literal
    expect((await get<TMemberPage>(`/api/admin/members?q=${tag}%25`)).total).toBe(0);
    const team = await get<TMemberPage>(`/api/admin/members?agent=${agent.account}&sort=account&order=asc`);
    expect(team.rows.map((r) => r.account)).toEqual([player.account, subAgent.account]);
    const today = new Date().toISOString().slice(0, 10);
    const registered = await get<TMemberPage>(
      `/api/admin/members?q=${tag}&registeredFrom=${today}&registeredTo=${today}`,
    );
    expect(registered.total).toBe(3);
    expect((await get<TMemberPage>(`/api/admin/members?q=${tag}&registeredTo=2000-01-01`)).total).toBe(0);
    expect((await get<TMemberPage>(`/api/admin/members?q=${tag}&status=disabled`)).total).toBe(0);
    const paged = await get<TMemberPage>(
      `/api/admin/members?q=${tag}&sort=account&order=desc&pageSize=2&pageNo=2`,
    );
    expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
    expect(paged.rows.map((r) => r.account)).toEqual([player.account]);
    const byBalance = await get<TMemberPage>(
      `/api/admin/members?q=${tag}&sort=balance&order=desc&pageSize=1`,
    );
    expect(byBalance.rows[0]!.account).toBe(player.account);
  });

  it('shows the profile with KYC fields, balance, upline chain and VIP level', async () => {
    const detail = await get<TMemberDetail>(`/api/admin/members/${player.id}`);
    expect(detail).toMatchObject({
      account: player.account,
      fullName: 'Kim Player',
      idNumber: 'ID-778899',
      dialingCode: '855',
      mobile: '0987654321',
      messaging: { telegram: '@kimplayer' },
      balance: 50_000,
      vipLevel: 2,
      isAgent: false,
      lockedUntil: null,
    });
    expect(detail.uplines.map((u) => u.account)).toEqual([agent.account, subAgent.account]);
    expect((await get<TMemberDetail>(`/api/admin/members/${agent.id}`)).isAgent).toBe(true);
  });
});

describe('[ADMIN] members: ledger, sessions, lock, logins and notes', () => {
  it('pages the wallet postings, newest first, an adjustment included', async () => {
    const adjusted = await t.call({
      method: 'POST',
      url: '/api/admin/wallet/adjustments',
      token: owner,
      payload: {
        account: player.account,
        amount: -1_234,
        reason: 'Goodwill correction',
        requestId: `${tag}adj-1`,
      },
    });
    expect(adjusted.statusCode).toBe(200);
    const ledger = await get<TMemberLedger>(`/api/admin/members/${player.id}/ledger?pageSize=1`);
    expect(ledger).toMatchObject({ total: 2, totalPages: 2, pageNo: 1 });
    expect(ledger.rows[0]).toMatchObject({ kind: 'adjustment', amount: -1_234, balanceAfter: 48_766 });
    const older = await get<TMemberLedger>(`/api/admin/members/${player.id}/ledger?pageSize=1&pageNo=2`);
    expect(older.rows[0]).toMatchObject({ amount: 50_000, balanceAfter: 50_000 });
  });

  it('a lock ends the sessions and refuses the login until the unlock', async () => {
    const ip = nextIp();
    const { token } = await loginOk(t, player.account, player.password, ip);
    const sessions = await get<TMemberSessions>(`/api/admin/members/${player.id}/sessions`);
    expect(sessions.items).toHaveLength(1);
    expect(sessions.items[0]!.ip).toBe(ip);

    const lock = await t.call({
      method: 'POST',
      url: `/api/admin/members/${player.id}/lock`,
      token: owner,
      payload: { reason: 'Suspected shared account' },
    });
    expect(lock.json()).toEqual({ status: 'disabled', sessionsEnded: 1 });
    const balance = await t.call({ method: 'GET', url: '/api/wallet/balance', token });
    expect(balance.statusCode).toBe(401);
    expect((await get<TMemberSessions>(`/api/admin/members/${player.id}/sessions`)).items).toEqual([]);
    const refused = await loginRequest(t, { username: player.account, password: player.password });
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'ACCOUNT_DISABLED']);
    const again = await t.call({
      method: 'POST',
      url: `/api/admin/members/${player.id}/lock`,
      token: owner,
      payload: { reason: 'Twice over' },
    });
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'MEMBER_LOCK_STATE']);
    expect((await get<TMemberPage>(`/api/admin/members?q=${tag}&status=disabled`)).total).toBe(1);

    const unlock = await t.call({
      method: 'POST',
      url: `/api/admin/members/${player.id}/unlock`,
      token: owner,
      payload: { reason: 'Identity confirmed by phone' },
    });
    expect(unlock.json()).toEqual({ status: 'active', sessionsEnded: 0 });
    const unlockAgain = await t.call({
      method: 'POST',
      url: `/api/admin/members/${player.id}/unlock`,
      token: owner,
      payload: { reason: 'Twice over' },
    });
    expect([unlockAgain.statusCode, errorCode(unlockAgain)]).toEqual([409, 'MEMBER_LOCK_STATE']);
    await loginOk(t, player.account, player.password);

    const logins = await get<TMemberLogins>(`/api/admin/members/${player.id}/logins`);
    expect(logins.rows.some((l) => !l.success && l.reason === 'disabled')).toBe(true);
    expect(logins.rows.some((l) => l.success && l.ip === ip)).toBe(true);
    const notes = await get<TMemberNotes>(`/api/admin/members/${player.id}/notes`);
    expect(notes.items.slice(0, 2).map((n) => [n.kind, n.body])).toEqual([
      ['unlock', 'Identity confirmed by phone'],
      ['lock', 'Suspected shared account'],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'target', 'status'])
      .where('action', '=', 'POST /api/admin/members/:id/lock')
      .where('status', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      target: `id=${player.id}`,
      before: { status: 'active' },
      after: { status: 'disabled', reason: 'Suspected shared account', sessionsEnded: 1 },
    });
  });

  it('ends the sessions on demand and keeps the operators notes, newest first', async () => {
    await loginOk(t, player.account, player.password);
    await loginOk(t, player.account, player.password);
    const ended = await t.call({
      method: 'DELETE',
      url: `/api/admin/members/${player.id}/sessions`,
      token: owner,
    });
    expect(ended.json()).toEqual({ ended: 3 });
    expect((await get<TMemberSessions>(`/api/admin/members/${player.id}/sessions`)).items).toEqual([]);
    const note = await t.call({
      method: 'POST',
      url: `/api/admin/members/${player.id}/notes`,
      token: owner,
      payload: { body: '  Prefers Khmer on the phone.  ' },
    });
    expect(note.json()).toMatchObject({
      kind: 'note',
      body: 'Prefers Khmer on the phone.',
      operator: 'admin',
    });
    const notes = await get<TMemberNotes>(`/api/admin/members/${player.id}/notes`);
    expect(notes.items[0]).toMatchObject({ kind: 'note', body: 'Prefers Khmer on the phone.' });
  });

  it('unlocks an account locked by failed logins too', async () => {
    const other = await createMember(t, { locked_until: new Date(Date.now() + 600_000), failed_logins: 5 });
    const detail = await get<TMemberDetail>(`/api/admin/members/${other.id}`);
    expect(detail.lockedUntil).not.toBeNull();
    const res = await t.call({
      method: 'POST',
      url: `/api/admin/members/${other.id}/unlock`,
      token: owner,
      payload: { reason: 'Member called from a known number' },
    });
    expect(res.statusCode).toBe(200);
    await loginOk(t, other.account, other.password);
  });
});

describe('[ADMIN] agents: the tree one level at a time', () => {
  it('starts at the top-level agents and drills down with the breadcrumb and contracts', async () => {
    const top = await get<TAgentLevel>('/api/admin/agents?pageSize=100');
    const mine = top.rows.find((r) => r.id === agent.id);
    expect(mine).toMatchObject({
      directCount: 1,
      teamCount: 2,
      contracts: [{ kind: 'realtime', status: 'active' }],
    });
    expect(top.rows.every((r) => [1, 2, 41, 42].includes(r.type))).toBe(true);

    const tree = await get<TAgentTree>(`/api/admin/agents/${agent.id}/tree`);
    expect(tree.agent).toMatchObject({ account: agent.account, teamCount: 2 });
    expect(tree.breadcrumb.map((c) => c.account)).toEqual([agent.account]);
    expect(tree.rows.map((r) => [r.account, r.directCount, r.teamCount])).toEqual([[subAgent.account, 1, 1]]);

    const down = await get<TAgentTree>(`/api/admin/agents/${subAgent.id}/tree`);
    expect(down.breadcrumb.map((c) => c.account)).toEqual([agent.account, subAgent.account]);
    expect(down.rows).toMatchObject([{ account: player.account, type: 0, balance: 48_766, contracts: [] }]);

    const notAgent = await t.call({
      method: 'GET',
      url: `/api/admin/agents/${player.id}/tree`,
      token: owner,
    });
    expect([notAgent.statusCode, errorCode(notAgent)]).toEqual([404, 'NOT_AN_AGENT']);
  });
});
