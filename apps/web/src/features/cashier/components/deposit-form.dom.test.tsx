// The deposit form as a member uses it: typing an amount (read by the one amount parser), the
// limits checked before anything is sent, the request the server gets, and a refusal in words.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TDepositChannel } from '@pavilion/contracts/cashier';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { DepositForm } from './deposit-form';

const bank: TDepositChannel = {
  id: 'ch-bank',
  kind: 'bank_transfer',
  name: 'Bank',
  minAmount: 1_000,
  maxAmount: 500_000,
  enabled: true,
  sort: 1,
  bank: { bankName: 'ABA', accountNumber: '000123', accountName: 'Pavilion Ltd' },
};

describe('deposit form', () => {
  beforeEach(() => logIn());

  it('sends the typed amount in minor units with the reference, then says it was submitted', async () => {
    const server = fakeApi({
      'POST /api/cashier/deposits': () => ({ id: 'd1', status: 'pending', checkoutUrl: null }),
    });
    const user = userEvent.setup();
    renderWithApp(<DepositForm channel={bank} symbol="$" />);

    await user.type(screen.getByLabelText(/^Amount/), '1,234.50');
    await user.type(screen.getByLabelText(/^Transfer reference/), 'REF-77');
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));

    await screen.findByText(/Deposit submitted/);
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ channelId: 'ch-bank', amount: 123_450, reference: 'REF-77' });
    expect(screen.getByLabelText(/^Amount/)).toHaveProperty('value', '');
  });

  it('refuses an amount under the channel minimum without asking the server', async () => {
    const server = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<DepositForm channel={bank} symbol="$" />);

    await user.type(screen.getByLabelText(/^Amount/), '5');
    await user.type(screen.getByLabelText(/^Transfer reference/), 'REF');
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));

    expect(await screen.findByText('The minimum is $10.00')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('refuses a malformed amount', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<DepositForm channel={bank} symbol="$" />);

    await user.type(screen.getByLabelText(/^Amount/), '12,34');
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));

    expect(await screen.findByText(/Enter an amount with at most 2 decimals/)).toBeTruthy();
  });

  it('shows the shared text of a refusal on the amount', async () => {
    fakeApi({
      'POST /api/cashier/deposits': () => ({
        status: 403,
        body: { error: { code: 'DEPOSIT_LIMIT_EXCEEDED', message: 'x' } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<DepositForm channel={bank} symbol="$" />);

    await user.type(screen.getByLabelText(/^Amount/), '100');
    await user.type(screen.getByLabelText(/^Transfer reference/), 'REF');
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));

    await waitFor(() =>
      expect(screen.getByText('This deposit would exceed your deposit limit')).toBeTruthy(),
    );
  });
});
