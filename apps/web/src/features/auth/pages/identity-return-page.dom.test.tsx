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
        phoneCheck: 'none',
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

  it('asks for the mobile number with its SMS code when the site verifies mobiles', async () => {
    window.history.replaceState(null, '', '/auth/return?code=def&state=st3');
    sessionStorage.setItem('IDENTITY_FLOW', 'key-of-this-tab');
    let wrongOnce = true;
    const api = fakeApi({
      'POST /api/identity/callback': () => ({
        status: 'signup',
        ticket: 'ticket-abcdef0123456789',
        providerName: 'Demo ID',
        suggestedUsername: 'dara',
        email: null,
        fields: [
          {
            field: 'mobileNum',
            enabled: true,
            required: true,
            acceptedPattern: null,
            patternId: 'DIGITS',
            minLength: 6,
            maxLength: 15,
          },
        ],
        phoneCheck: 'code',
      }),
      'POST /api/auth/register-code/username': () => ({ expiredMinutes: 5, resendSeconds: 300 }),
      'POST /api/identity/signup': () => {
        if (wrongOnce) {
          wrongOnce = false;
          return {
            status: 400,
            body: {
              error: {
                code: 'auth/invalid-verification-code',
                message: 'x',
                fields: { verificationCode: 'auth/invalid-verification-code' },
              },
            },
          };
        }
        return {
          status: 'ok',
          token: 'mobile-token',
          firstTimeLogin: true,
          passwordExpired: false,
          mustChangePassword: false,
          member,
        };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<IdentityReturnPage />);
    expect(await screen.findByRole('heading', { name: /Finish signing up with Demo ID/ })).toBeTruthy();
    await user.type(screen.getByLabelText(/Mobile number/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.count('POST /api/auth/register-code/username')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/auth/register-code/username')?.body).toEqual({
      mobileNum: '12345678',
      countryDialingCode: '+855',
    });
    await user.type(screen.getByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findAllByText('Please enter a valid verification code')).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText(/Verification code/));
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(useSession.getState().token).toBe('mobile-token'));
    const bodies = api.calls.filter((c) => c.path === '/api/identity/signup').map((c) => c.body);
    expect(bodies[1]).toMatchObject({
      ticket: 'ticket-abcdef0123456789',
      values: { mobileNum: '12345678' },
      countryDialingCode: '+855',
      verificationCode: '123456',
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
