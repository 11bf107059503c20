// The withdraw form as a member uses it: the most that may be withdrawn is the smaller of the
// channel maximum and what the wallet holds, the request carries minor units and the encrypted
// fund password, a wrong fund password is said on that field, and a KYC refusal links to the
// verification page.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBankCard, TWalletSummary } from '@pavilion/contracts/cashier';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { WithdrawForm } from './withdraw-form';

vi.mock('@/shared/crypto/encrypt', () => ({
  encryptField: (text: string) => Promise.resolve(`enc(${text})`),
}));

const cards: TBankCard[] = [
  {
    id: 'card-1',
    bankName: 'ABA',
    accountNumberMasked: '****1234',
    payeeName: 'Dara',
    createdAt: '2026-01-01T00:00:00Z',
  },
];
const wallet: TWalletSummary = {
  balance: 25_000,
  locked: 0,
  withdrawable: 25_000,
  bonusLocked: 0,
  turnoverRequired: 0,
  turnoverProgress: 0,
  currency: 'USD',
  withdrawalMinAmount: 1_000,
  withdrawalMaxAmount: 1_000_000,
};

async function fill(amount: string, fundPassword = '123456') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Amount/), amount);
  await user.type(screen.getByLabelText(/^Fund password/), fundPassword);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('withdraw form', () => {
  beforeEach(() => logIn());

  it('caps the amount at what the wallet holds, without asking the server', async () => {
    const server = fakeApi({});
    renderWithApp(<WithdrawForm cards={cards} wallet={wallet} symbol="$" />);
    await fill('250.01');
    expect(await screen.findByText('The maximum is $250.00')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('sends minor units, the card and the encrypted fund password, then confirms', async () => {
    const server = fakeApi({ 'POST /api/cashier/withdrawals': () => ({ id: 'w1', status: 'pending' }) });
    renderWithApp(<WithdrawForm cards={cards} wallet={wallet} symbol="$" />);
    await fill('100.5');
    await screen.findByText(/Withdrawal requested/);
    expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      bankCardId: 'card-1',
      amount: 10_050,
      fundPassword: 'enc(123456)',
    });
  });

  it('says which verification level a KYC refusal asks for, with a link to the verification page', async () => {
    fakeApi({
      'POST /api/cashier/withdrawals': () => ({
        status: 403,
        body: { error: { code: 'KYC_REQUIRED', message: 'x', data: { level: 2, amount: 10_000 } } },
      }),
    });
    renderWithApp(<WithdrawForm cards={cards} wallet={wallet} symbol="$" />);
    await fill('150');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('this withdrawal needs verification level 2');
    const link = screen.getByRole('link', { name: 'Go to verification' });
    expect(link.getAttribute('href')).toBe('/member?page=verification');
  });

  it('says a wrong fund password on the fund password field', async () => {
    fakeApi({
      'POST /api/cashier/withdrawals': () => ({
        status: 400,
        body: { error: { code: 'FUND_PASSWORD_WRONG', message: 'x' } },
      }),
    });
    renderWithApp(<WithdrawForm cards={cards} wallet={wallet} symbol="$" />);
    await fill('100');
    const field = screen.getByLabelText(/^Fund password/);
    expect(await screen.findByText('The fund password is wrong')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('says there is nothing to withdraw when the wallet holds less than the minimum', () => {
    fakeApi({});
    renderWithApp(<WithdrawForm cards={cards} wallet={{ ...wallet, withdrawable: 500 }} symbol="$" />);
    expect(screen.getByText(/Nothing can be withdrawn now: the minimum withdrawal is \$10\.00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});
