// Transfer to downline: a failed submission retried sends the same request id (the server books
// it once), a success refreshes the money views (the header balance is fetched again).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { TransferDialog } from './transfer-dialog';

vi.mock('@/shared/crypto/encrypt', () => ({ encryptField: async (plain: string) => `rsa:${plain}` }));

describe('transfer dialog', () => {
  beforeEach(() => {
    logIn();
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  it('keeps the request id across a retry and refreshes the balance after the transfer', async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET /api/cashier/fund-password': () => ({ isSet: true }),
      'GET /api/wallet/balance': () => ({ balance: 50_000, currency: 'USD', currencySymbol: '$' }),
      'POST /api/agent/team/transfer': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { error: { code: 'UNKNOWN_ERROR', message: 'Unknown error' } } }
          : { transactionId: '9', balance: 48_766, replayed: false, memberAccount: 'down01' };
      },
    });
    renderWithApp(<TransferDialog member={{ id: 7, account: 'down01' }} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Amount|amount/), '12.34');
    await user.type(screen.getByLabelText(/Fund password|fundPassword/, { selector: 'input' }), '135790');
    const submit = screen.getByRole('button', { name: /Transfer|submit/ });
    await user.click(submit);
    await waitFor(() => expect(attempts).toBe(1));
    const balanceCalls = api.count('GET /api/wallet/balance');
    await user.click(submit);
    await screen.findByTestId('transfer-done');
    const sent = api.calls.filter((c) => c.path === '/api/agent/team/transfer').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual(sent[1]);
    expect(sent[0]).toMatchObject({ memberId: 7, amount: 1234, fundPassword: 'rsa:135790' });
    await waitFor(() => expect(api.count('GET /api/wallet/balance')).toBeGreaterThan(balanceCalls));
  });
});
