// The return from an identity provider: the provider's answer goes to the server once; a first
// login offers the new account (with the site's required fields) or the link of an existing one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render';
import { useSession } from '@/shared/session/session-store';
import IdentityReturnPage from './identity-return-page';

const member = {
  id: 7,
  account: 'dara01',
  nickname: 'Dara Sok',
  type: 0,
  isAgent: false,
  isTrial: false,
  balance: 0,
  currency: 'USD',
  mobileNum: null,
  countryDialingCode: null,
  email: 'dara@demo-id.test',
  uplineAccount: 'agent01',
  affiliateCode: null,
  lastLoginAt: null,
  lastLoginIp: null,
};

describe('identity provider return page', () => {
  it('creates the new account with the required fields and logs it in', async () => {
    window.history.replaceState(null, '', '/auth/return?code=abc&state=st1');
    sessionStorage.setItem('IDENTITY_FLOW', 'key-of-this-tab');
    const api = fakeApi({
      'POST /api/identity/callback': () => ({
        status: 'signup',
        ticket: 'ticket-0123456789abcdef',
        providerName: 'Demo ID',
        suggestedUsername: 'dara',
        email: 'dara@demo-id.test',
        fields: [
          {
            field: 'payeeName',
            enabled: true,
            required: true,
            acceptedPattern: null,
            patternId: 'ANY',
            minLength: 1,
            maxLength: 50,
          },
        ],
      }),
      'POST /api/identity/signup': () => ({
        status: 'ok',
        token: 'new-token',
        firstTimeLogin: true,
        passwordExpired: false,
        mustChangePassword: false,
        member,
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<IdentityReturnPage />);
    expect(await screen.findByRole('heading', { name: /Finish signing up with Demo ID/ })).toBeTruthy();
    const username = screen.getAllByLabelText(/Username/)[0] as HTMLInputElement; // the new-account form comes first
    expect(username.value).toBe('dara');
    await user.clear(username);
    await user.type(username, 'dara01');
    await user.type(screen.getByLabelText(/Real name/), 'Sok Dara');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(useSession.getState().token).toBe('new-token'));
    expect(api.count('POST /api/identity/callback')).toBe(1);
    expect(api.calls[0]?.body).toEqual({ query: '?code=abc&state=st1', flowKey: 'key-of-this-tab' });
    const signup = api.calls.find((c) => c.path === '/api/identity/signup');
    expect(signup?.body).toMatchObject({
      ticket: 'ticket-0123456789abcdef',
      username: 'dara01',
      values: { email: 'dara@demo-id.test', payeeName: 'Sok Dara' },
      acceptTerms: true,
    });
  });

  it('shows the provider error in words with a way back', async () => {
    window.history.replaceState(null, '', '/auth/return?error=access_denied&state=st2');
    fakeApi({
      'POST /api/identity/callback': () => ({
        status: 400,
        body: { error: { code: 'auth/popup-closed-by-user', message: 'x' } },
      }),
    });
    renderWithApp(<IdentityReturnPage />);
    expect(await screen.findByText('Login failure. Please try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
