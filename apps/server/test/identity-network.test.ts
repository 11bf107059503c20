// The relying party over the network, as with a real provider: the Demo ID row is switched to an
// ordinary (not bundled) provider, so discovery, the token request and the keys go through
// openid-client's own HTTP client to this server listening on a port.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIdentityCallbackResult } from '@pavilion/contracts/identity';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { newBrowser, providerLogin } from './helpers/identity-flow.ts';

let t: TTestApp;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  t = await startTestApp({ PORT: port });
  await t.app.listen({ host: '127.0.0.1', port });
  await t.db
    .updateTable('identity_providers')
    .set({ bundled: false })
    .where('slug', '=', 'demo-id')
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('[AUTH] identity providers over the network', () => {
  it('discovers, exchanges the code and verifies the ID token over HTTP', async () => {
    const res = await providerLogin(t, newBrowser(), { identity: 'demo-mei' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as TIdentityCallbackResult).toMatchObject({
      status: 'signup',
      email: 'mei@demo-id.test',
    });
  });

  it('an issuer that does not answer is unreachable, not a server error', async () => {
    const token = await t.adminToken();
    const put = await t.call({
      method: 'PUT',
      url: '/api/admin/identity-providers/gone',
      token,
      payload: { displayName: 'Gone', issuer: 'http://127.0.0.1:9/oidc', clientId: 'x', enabled: true },
    });
    expect(put.statusCode).toBe(200);
    const start = await t.call({
      method: 'POST',
      url: '/api/identity/start',
      payload: { provider: 'gone' },
    });
    expect(start.statusCode).toBe(502);
    expect(errorCode(start)).toBe('IDENTITY_PROVIDER_UNREACHABLE');
  });
});
