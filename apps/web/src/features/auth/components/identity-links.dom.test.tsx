// The security centre's linked providers: the linked one with its unlink action, the server's
// refusal to unlink the only way to log in shown in words, and the link action for the others.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TMemberIdentities } from '@pavilion/contracts/identity';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { IdentityLinks } from './identity-links';

const linked: TMemberIdentities = {
  passwordLogin: false,
  linked: [
    {
      provider: 'demo-id',
      providerName: 'Demo ID',
      email: 'dara@demo-id.test',
      linkedAt: '2026-11-25T09:00:00.000Z',
    },
  ],
  available: [{ slug: 'acme', displayName: 'Acme ID', iconUrl: null }],
};

describe('linked sign-in providers', () => {
  beforeEach(() => logIn());

  it('explains why the only way to log in cannot be unlinked', async () => {
    const api = fakeApi({
      'GET /api/identity/me': () => linked,
      'DELETE /api/identity/me/demo-id': () => ({
        status: 409,
        body: { error: { code: 'IDENTITY_LAST_LOGIN_METHOD', message: 'x' } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<IdentityLinks />);
    expect(await screen.findByText('dara@demo-id.test', { exact: false })).toBeTruthy();
    expect(screen.getByText(/Your account has no password yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unlink Demo ID' }));
    await waitFor(() =>
      expect(screen.getByText(/This is the only way to log in to your account/)).toBeTruthy(),
    );
    expect(api.count('DELETE /api/identity/me/demo-id')).toBe(1);
  });

  it('starts linking another provider with intent link', async () => {
    const api = fakeApi({
      'GET /api/identity/me': () => linked,
      'POST /api/identity/start': () => ({
        status: 403,
        body: { error: { code: 'auth/operation-not-allowed', message: 'x' } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<IdentityLinks />);
    await user.click(await screen.findByRole('button', { name: 'Link Acme ID' }));
    await waitFor(() => expect(screen.getByText(/Operation not allowed/)).toBeTruthy());
    const start = api.calls.find((c) => c.path === '/api/identity/start');
    expect(start?.body).toMatchObject({ provider: 'acme', intent: 'link', uiLocale: 'en' });
  });

  it('shows nothing when no provider is enabled', async () => {
    fakeApi({ 'GET /api/identity/me': () => ({ passwordLogin: true, linked: [], available: [] }) });
    const { container } = renderWithApp(<IdentityLinks />);
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
