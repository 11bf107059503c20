// The header's balance as a member uses it: shown in the member's language, hidden and shown
// again (remembered across reloads), and refreshed on demand.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { useShellUi } from '../shell-ui-store';
import { MemberArea } from './member-area';

describe('header balance', () => {
  let balance = 123_450;
  beforeEach(() => {
    logIn();
    balance = 123_450;
    localStorage.clear();
    useShellUi.setState({ balanceHidden: false });
    fakeApi({
      'GET /api/wallet/balance': () => ({ balance, currency: 'KHR', currencySymbol: '៛' }),
      'GET /api/site/permission': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: '' } },
      }),
    });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('hides and shows the balance, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderWithApp(<MemberArea />);
    const output = screen.getByTestId('header-balance');
    await waitFor(() => expect(output.textContent).toBe('៛1,234.50'));

    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(output.textContent).not.toContain('1,234.50');
    expect(screen.getByText('Balance hidden')).toBeTruthy();
    expect(localStorage.getItem('balanceHidden')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(output.textContent).toBe('៛1,234.50');
  });

  it('asks the wallet again on refresh', async () => {
    const user = userEvent.setup();
    renderWithApp(<MemberArea />);
    const output = screen.getByTestId('header-balance');
    await waitFor(() => expect(output.textContent).toBe('៛1,234.50'));
    balance = 200_000;
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(output.textContent).toBe('៛2,000.00'));
  });

  it('places the symbol as the member language does (after the amount in Khmer)', async () => {
    await i18n.changeLanguage('km');
    renderWithApp(<MemberArea />);
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('1,234.50៛'));
  });
});
