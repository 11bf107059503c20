// A member in a time-out or self-exclusion period cannot start a game: launch and round start
// answer SELF_EXCLUDED with the end of the period (issue 5, player protection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { createMember, loginOk } from './helpers/auth-fixtures.ts';

let t: TTestApp;
let token: string;
let nodeId: number;

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
  const m = await createMember(t, { balance: 10_000 });
  token = (await loginOk(t, m.account, m.password)).token;
  const game = await t.db
    .selectFrom('games')
    .select('node_id')
    .where('sub_type', '=', 'scratch')
    .where('parent_node_id', 'is', null)
    .where('maintenance', '=', false)
    .orderBy('node_id')
    .executeTakeFirstOrThrow();
  nodeId = game.node_id;
});
afterAll(async () => {
  await t.close();
});

describe('[PROTECTION] play during a time-out', () => {
  it('lets the member play before, and refuses launch and rounds during the period', async () => {
    const round = (requestId: string) =>
      t.call({
        method: 'POST',
        url: '/api/play/rounds',
        token,
        payload: { nodeId, requestId, input: { engine: 'scratch', bet: 100 } },
      });
    expect((await round('before-timeout-1')).statusCode).toBe(200);

    const start = await t.call({
      method: 'POST',
      url: '/api/protection/exclusion',
      token,
      payload: { duration: '24h' },
    });
    expect(start.statusCode, start.body).toBe(200);

    const launch = await t.call({ method: 'GET', url: `/api/games/launch?nodeId=${nodeId}`, token });
    expect(launch.statusCode).toBe(403);
    expect(launch.json()).toMatchObject({
      error: { code: 'SELF_EXCLUDED', data: { until: expect.any(String) } },
    });
    const refused = await round('during-timeout-1');
    expect(refused.json()).toMatchObject({ error: { code: 'SELF_EXCLUDED' } });
  });
});
