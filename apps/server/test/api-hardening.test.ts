// Issue 11 §5/§6, the rules every /api call passes (plugins/api-guards.ts, nul-guard.ts,
// body-reader.ts): NUL bytes on every route, no-store answers, empty JSON bodies, the operator
// check before the body, system status on the API, and 413 over a real socket.
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { createPlayer, seamlessCall } from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let memberToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const m = await createMember(t);
  memberToken = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' });
});
afterAll(async () => {
  await t.close();
});

type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
};
type TOperation = {
  parameters?: { in: string; name: string; schema: TJsonSchema }[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
};

function isString(s: TJsonSchema): boolean {
  return (
    s.type === 'string' ||
    (Array.isArray(s.type) && s.type.includes('string')) ||
    (s.anyOf ?? []).some(isString)
  );
}

/** A value the schema accepts, as far as a few simple rules get (enough to get past most validation). */
function sample(s: TJsonSchema): unknown {
  const first = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (s.const !== undefined) {
    return s.const;
  }
  if (s.enum) {
    return s.enum[0];
  }
  if (first) {
    return sample(first);
  }
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return 'a'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
    default:
      return 'a';
  }
}

const withNul = (s: TJsonSchema) => `${'a'.repeat(Math.max((s.minLength ?? 1) - 1, 1))}\u0000`;

describe('[API] a NUL byte never answers 500', () => {
  it('walks every route of the OpenAPI document with a NUL in each string parameter', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, TOperation>> };
    const cases: { method: string; url: string; payload?: unknown; where: string }[] = [];
    for (const [pathTemplate, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path');
        const query = params.filter((p) => p.in === 'query');
        const body = op.requestBody?.content['application/json']?.schema;
        const build = (target: string | null) => {
          let url = pathTemplate;
          for (const p of pathParams) {
            const value = p.name === target ? withNul(p.schema) : String(sample(p.schema));
            url = url.replace(`{${p.name}}`, encodeURIComponent(value));
          }
          const qs = new URLSearchParams();
          for (const p of query) {
            qs.set(p.name, p.name === target ? withNul(p.schema) : String(sample(p.schema)));
          }
          return qs.size > 0 ? `${url}?${qs.toString()}` : url;
        };
        for (const p of [...pathParams, ...query].filter((p) => isString(p.schema))) {
          cases.push({
            method,
            url: build(p.name),
            ...(body ? { payload: sample(body) } : {}),
            where: `${p.in} ${p.name}`,
          });
        }
        for (const [name, prop] of Object.entries(body?.properties ?? {})) {
          if (isString(prop)) {
            cases.push({
              method,
              url: build(null),
              payload: { ...(sample(body!) as object), [name]: withNul(prop) },
              where: `body ${name}`,
            });
          }
        }
      }
    }
    expect(cases.length).toBeGreaterThan(100);
    const admin = await t.adminToken();
    const failures: string[] = [];
    for (const c of cases) {
      const token = c.url.startsWith('/api/admin/') ? admin : memberToken;
      const res = c.url.startsWith('/api/seamless/')
        ? await seamlessCall(t, c.url.replace('/api/seamless/', '') as 'bet', c.payload)
        : await t.call({
            method: c.method.toUpperCase() as 'GET',
            url: c.url,
            token,
            ip: nextIp(),
            ...(c.payload !== undefined ? { payload: c.payload as object } : {}),
          });
      if (res.statusCode >= 500) {
        failures.push(
          `${c.method.toUpperCase()} ${c.url} (${c.where}): ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 VALIDATION_FAILED naming the field on the open calls', async () => {
    const open = [
      { method: 'GET', url: '/api/auth/affiliate?code=%00&domain=x', field: 'code' },
      {
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'ad\u0000min', password: 'whatever12' },
        field: 'username',
      },
      {
        method: 'POST',
        url: '/api/auth/login/challenge-code',
        payload: { challengeId: 'x\u0000', method: 'mobile' },
        field: 'challengeId',
      },
      {
        method: 'POST',
        url: '/api/auth/login/verify',
        payload: { challengeId: 'x\u0000', method: 'mobile', answer: '123456' },
        field: 'challengeId',
      },
      { method: 'GET', url: '/api/dev/outbox?recipient=%2B855%00', field: 'recipient' },
    ] as const;
    for (const c of open) {
      const res = await t.call({
        method: c.method,
        url: c.url,
        ip: nextIp(),
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json(), c.url).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { [c.field]: 'NUL_CHARACTER' } },
      });
    }
  });

  it('answers 400 for a NUL in a signed seamless body, which its route parses itself', async () => {
    const player = await createPlayer(t, 1000);
    const res = await seamlessCall(t, 'bet', {
      playerId: `${player.playerId}\u0000`,
      token: player.token,
      transactionId: 'nul-tx-1',
      roundId: 'nul-round-1',
      gameCode: 'x',
      amount: 100,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('[API] Cache-Control', () => {
  it('says no-store on authenticated answers, errors and public calls alike', async () => {
    const me = await t.call({ method: 'GET', url: '/api/members/me', token: memberToken });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const balance = await t.call({ method: 'GET', url: '/api/wallet/balance', token: memberToken });
    expect(balance.headers['cache-control']).toBe('no-store');
    const denied = await t.call({ method: 'GET', url: '/api/members/me' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
    const admin = await t.call({
      method: 'GET',
      url: '/api/admin/region-rules',
      token: await t.adminToken(),
    });
    expect(admin.headers['cache-control']).toBe('no-store');
  });
});

describe('[API] empty JSON bodies', () => {
  it('accepts DELETE and body-less POST admin calls sent with Content-Type: application/json', async () => {
    const token = await t.adminToken();
    const json = { 'content-type': 'application/json' };
    const rule = (
      await t.call({
        method: 'POST',
        url: '/api/admin/region-rules',
        token,
        payload: { kind: 'ip_range', value: '198.51.100.0/24' },
      })
    ).json() as { id: number };
    const del = await t.call({
      method: 'DELETE',
      url: `/api/admin/region-rules/${rule.id}`,
      token,
      headers: json,
      payload: '',
    });
    expect(del.statusCode, del.body).toBe(200);
    const reset = await t.call({
      method: 'POST',
      url: '/api/admin/members/player02/force-password-change',
      token,
      headers: json,
      payload: '',
    });
    expect(reset.statusCode).toBe(404); // a PUT route: the POST does not exist
    const post = await t.call({
      method: 'POST',
      url: '/api/admin/members/player02/reset-password',
      token,
      headers: json,
      payload: '',
    });
    expect(post.statusCode, post.body).toBe(200);
  });

  it('still refuses an empty body where the route needs one, as a validation error', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/admin/maintenance',
      token: await t.adminToken(),
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_FAILED');
    const broken = await t.call({
      method: 'PUT',
      url: '/api/admin/maintenance',
      token: await t.adminToken(),
      headers: { 'content-type': 'application/json' },
      payload: '{"enabled":',
    });
    expect(errorCode(broken)).toBe('MALFORMED_REQUEST');
  });
});

describe('[API] admin permission before the body', () => {
  it('answers NOT_LOGGED_IN / FORBIDDEN, not the body rules, to callers without the permission', async () => {
    const bad = { reason: 123, extra: true };
    const calls = [
      { method: 'POST', url: '/api/admin/cashier/deposits/1/reject' },
      { method: 'POST', url: '/api/admin/cashier/withdrawals/1/reject' },
      { method: 'GET', url: '/api/admin/cashier/deposits?status=nonsense' },
      { method: 'PUT', url: '/api/admin/maintenance' },
      { method: 'PUT', url: '/api/admin/games/regrouping' },
    ] as const;
    for (const c of calls) {
      const anonymous = await t.call({
        method: c.method,
        url: c.url,
        ...(c.method === 'GET' ? {} : { payload: bad }),
      });
      expect(anonymous.statusCode, c.url).toBe(401);
      expect(errorCode(anonymous), c.url).toBe('NOT_LOGGED_IN');
      const member = await t.call({
        method: c.method,
        url: c.url,
        token: memberToken,
        ...(c.method === 'GET' ? {} : { payload: bad }),
      });
      expect(member.statusCode, c.url).toBe(403);
      expect(errorCode(member), c.url).toBe('FORBIDDEN');
    }
  });
});

describe('[API] system status applies to the API', () => {
  it('answers SYSTEM_MAINTENANCE under maintenance, except the site, operators and vendor callbacks', async () => {
    const token = await t.adminToken();
    const player = await createPlayer(t, 500);
    await t.call({
      method: 'PUT',
      url: '/api/admin/maintenance',
      token,
      payload: { enabled: true, message: 'Upgrade' },
    });
    try {
      for (const res of [
        await t.call({ method: 'GET', url: '/api/wallet/balance', token: memberToken }),
        await t.call({ method: 'GET', url: '/api/auth/affiliate?code=x&domain=y', ip: nextIp() }),
        await t.call({
          method: 'POST',
          url: '/api/auth/login',
          ip: nextIp(),
          payload: { type: 'username', username: 'player01' },
        }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(errorCode(res)).toBe('SYSTEM_MAINTENANCE');
      }
      expect((await t.call({ method: 'GET', url: '/api/site/permission' })).json()).toMatchObject({
        systemStatus: 1,
      });
      expect((await t.call({ method: 'GET', url: '/api/site/status' })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/admin/region-rules', token })).statusCode).toBe(200);
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/admin/login',
            payload: { username: 'admin', password: 'admin-test-password' },
          })
        ).statusCode,
      ).not.toBe(503);
      const balance = await seamlessCall(t, 'balance', { requestId: 'maint-1', playerId: player.playerId });
      expect(balance.statusCode, balance.body).toBe(200);
    } finally {
      await t.call({ method: 'PUT', url: '/api/admin/maintenance', token, payload: { enabled: false } });
    }
    expect((await t.call({ method: 'GET', url: '/api/wallet/balance', token: memberToken })).statusCode).toBe(
      200,
    );
  });

  it('answers ACCESS_RESTRICTED to a blocked IP, and serves the others', async () => {
    const token = await t.adminToken();
    const rule = (
      await t.call({
        method: 'POST',
        url: '/api/admin/region-rules',
        token,
        payload: { kind: 'ip_range', value: '192.0.2.0/24' },
      })
    ).json() as { id: number };
    try {
      const blocked = await t.call({
        method: 'GET',
        url: '/api/wallet/balance',
        token: memberToken,
        ip: '192.0.2.10',
      });
      expect(blocked.statusCode).toBe(403);
      expect(errorCode(blocked)).toBe('ACCESS_RESTRICTED');
      const login = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        ip: '192.0.2.11',
        payload: { type: 'username', username: 'player01' },
      });
      expect(errorCode(login)).toBe('ACCESS_RESTRICTED');
      const permission = await t.call({ method: 'GET', url: '/api/site/permission', ip: '192.0.2.10' });
      expect(permission.json()).toMatchObject({ systemStatus: 2 });
      expect(
        (await t.call({ method: 'GET', url: '/api/wallet/balance', token: memberToken, ip: '198.51.100.20' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await t.call({ method: 'DELETE', url: `/api/admin/region-rules/${rule.id}`, token });
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/wallet/balance', token: memberToken, ip: '192.0.2.10' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('[API] oversized bodies over a real socket', () => {
  // A raw client that, like many, sends the whole body before it reads the answer. Answering
  // mid-body and closing made its writes fail (EPIPE / connection reset) instead of reading a 413.
  it('answers 413 PAYLOAD_TOO_LARGE to a 2 MB seamless bet, 20 times out of 20', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    const head = `POST /api/seamless/bet HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const send = () =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(answer));
        const pieces = [
          Buffer.from(head),
          ...Array.from({ length: body.length / 16_384 }, (_, i) =>
            body.subarray(i * 16_384, (i + 1) * 16_384),
          ),
        ];
        const pump = (i: number) => {
          if (i === pieces.length) {
            return;
          }
          socket.write(pieces[i]!, (err) => (err ? reject(err) : setImmediate(() => pump(i + 1))));
        };
        pump(0);
      });
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      try {
        const answer = await send();
        const code = /"code":"([^"]+)"/.exec(answer)?.[1];
        outcomes.push(`${answer.split('\r\n')[0]} ${code}`);
      } catch (error) {
        outcomes.push(`failed: ${(error as Error).message}`);
      }
    }
    expect(outcomes).toEqual(
      Array.from({ length: 20 }, () => 'HTTP/1.1 413 Payload Too Large PAYLOAD_TOO_LARGE'),
    );
  });
});
