// "Forfeit bonus" on the wallet page: nothing is sent until the member confirms; the confirm sends one
// request id; a refusal is said in the member's words; "Keep the bonus" backs out.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { ForfeitBonus } from './forfeit-bonus';

describe('forfeit bonus', () => {
  beforeEach(() => logIn());

  it('asks first, then forfeits with a request id', async () => {
    const server = fakeApi({
      'POST /api/cashier/wallet/forfeit-bonus': () => ({ forfeited: 15_000, locks: 2, balance: 30_000 }),
    });
    const user = userEvent.setup();
    renderWithApp(<ForfeitBonus locked={15_000} symbol="$" />);
    await user.click(screen.getByRole('button', { name: 'Forfeit bonus' }));
    expect(screen.getByText(/Give up \$150\.00 of locked bonus money/)).toBeTruthy();
    expect(server.count('POST /api/cashier/wallet/forfeit-bonus')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Yes, forfeit the bonus' }));
    await screen.findByRole('button', { name: 'Forfeit bonus' });
    const call = server.calls.find((c) => c.path === '/api/cashier/wallet/forfeit-bonus');
    expect(call?.body).toMatchObject({ requestId: expect.stringMatching(/^ff/) as unknown });
  });

  it('backs out without a request', async () => {
    const server = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<ForfeitBonus locked={100} symbol="$" />);
    await user.click(screen.getByRole('button', { name: 'Forfeit bonus' }));
    await user.click(screen.getByRole('button', { name: 'Keep the bonus' }));
    expect(screen.getByRole('button', { name: 'Forfeit bonus' })).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says a refusal in words', async () => {
    fakeApi({
      'POST /api/cashier/wallet/forfeit-bonus': () => ({
        status: 403,
        body: { error: { code: 'ACCOUNT_DISABLED', message: 'x' } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<ForfeitBonus locked={100} symbol="$" />);
    await user.click(screen.getByRole('button', { name: 'Forfeit bonus' }));
    await user.click(screen.getByRole('button', { name: 'Yes, forfeit the bonus' }));
    expect((await screen.findByRole('alert')).textContent).not.toContain('ACCOUNT_DISABLED');
  });
});
