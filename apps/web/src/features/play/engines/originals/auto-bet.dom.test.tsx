// Auto-bet plays rounds one after the other through the page's own round call and stops at the
// count, at the stop-on-profit or stop-on-loss limit, or at the first refused round.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { AutoBet } from './originals-kit';

function renderAutoBet(results: ({ stake: number; payout: number } | null)[]) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { play: en } },
    defaultNS: 'play',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const calls: number[] = [];
  let inFlight = 0;
  const playOne = async () => {
    inFlight += 1;
    expect(inFlight).toBe(1); // never two rounds at once
    calls.push(calls.length);
    await Promise.resolve();
    inFlight -= 1;
    const i = calls.length - 1;
    return i < results.length ? (results[i] ?? null) : { stake: 100, payout: 0 };
  };
  render(
    <I18nextProvider i18n={i18n}>
      <AutoBet disabled={false} playOne={playOne} money={(m) => `$${(m / 100).toFixed(2)}`} />
    </I18nextProvider>,
  );
  return calls;
}

describe('AutoBet', () => {
  it('plays the number of bets, one after the other', async () => {
    const calls = renderAutoBet([]);
    await userEvent.clear(screen.getByLabelText('Number of bets'));
    await userEvent.type(screen.getByLabelText('Number of bets'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() =>
      expect(screen.getByTestId('auto-status').textContent).toBe('4 of 4 bets, profit −$4.00'),
    );
    expect(calls).toHaveLength(4);
  });

  it('stops on profit', async () => {
    const win = { stake: 100, payout: 300 };
    const calls = renderAutoBet([{ stake: 100, payout: 0 }, win, win]);
    await userEvent.type(screen.getByLabelText('Stop on profit'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() =>
      expect(screen.getByTestId('auto-status').textContent).toContain('3 of 10 bets, profit +$3.00'),
    );
    expect(calls).toHaveLength(3);
  });

  it('stops on loss', async () => {
    const calls = renderAutoBet([
      { stake: 100, payout: 50 },
      { stake: 100, payout: 0 },
    ]);
    await userEvent.type(screen.getByLabelText('Stop on loss'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() =>
      expect(screen.getByTestId('auto-status').textContent).toContain('2 of 10 bets, profit −$1.50'),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start auto-bet' })).not.toBeNull());
    expect(calls).toHaveLength(2);
  });

  it('stops at a refused round', async () => {
    const calls = renderAutoBet([{ stake: 100, payout: 0 }, null]);
    await userEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start auto-bet' })).not.toBeNull());
    expect(calls).toHaveLength(2);
    expect(screen.getByTestId('auto-status').textContent).toBe('1 of 10 bets, profit −$1.00');
  });
});
