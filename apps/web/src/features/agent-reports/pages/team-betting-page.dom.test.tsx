// Team betting as an agent uses it: the page of the team's bets with levels and the totals row of
// the whole filter; a member account typed and confirmed with Enter is asked for (once, not on
// every key), and a refusal (an account outside the team) is said in words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TMemberInfo } from '@pavilion/contracts/auth';
import type { TTeamBets } from '@pavilion/contracts/agent-reports';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import TeamBettingPage from './team-betting-page';

const page: TTeamBets = {
  rows: [
    {
      account: 'dplayer001',
      level: 2,
      betId: 'b1',
      vendor: 'PG',
      gameType: 'RNG',
      gameName: 'Lucky Slot',
      stake: 1_000,
      validBet: 1_000,
      payout: 2_500,
      profitLoss: 1_500,
      status: 'settled',
      placedAt: '2026-01-02T10:00:00.000Z',
    },
  ],
  totals: { bets: 41, stake: 50_000, validBet: 48_000, payout: 45_000, profitLoss: -3_000 },
  pageNo: 1,
  totalPages: 3,
  total: 41,
};

describe('team betting page', () => {
  beforeEach(() => logIn());

  it('shows the bets with their level and the totals of the whole filter, and filters by member', async () => {
    const server = fakeApi({
      'GET /api/agent/reports/bets': (call) =>
        call.query.get('account') === 'outsider'
          ? { status: 404, body: { error: { code: 'MEMBER_NOT_IN_TEAM', message: 'x' } } }
          : page,
    });
    const user = userEvent.setup();
    renderWithApp(<TeamBettingPage member={{} as TMemberInfo} />);

    const table = await screen.findByTestId('team-bets-table');
    expect(within(table).getByText('dplayer001')).toBeTruthy();
    expect(within(table).getByText('Level 2')).toBeTruthy();
    const totals = within(table).getByTestId('team-bets-table-totals');
    expect(totals.textContent).toContain('Bets: 41');
    expect(totals.textContent).toContain('480.00');
    expect(screen.getByTestId('records-page').textContent).toBe('Page 1 of 3');
    // the agent centre's zone (UTC+7), not the browser's: 10:00 UTC reads 17:00, days keyed in it
    expect(within(table).getByText('17:00:00')).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/api/agent/reports/bets')?.query.get('tzOffset')).toBe('420');

    const asked = () => server.calls.filter((c) => c.path === '/api/agent/reports/bets');
    const before = asked().length;
    await user.type(screen.getByLabelText('Member account'), 'dplayer001');
    expect(asked()).toHaveLength(before);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked().at(-1)?.query.get('account')).toBe('dplayer001'));
    expect(asked().at(-1)?.query.get('pageNo')).toBe('1');

    await user.clear(screen.getByLabelText('Member account'));
    await user.type(screen.getByLabelText('Member account'), 'outsider{Enter}');
    await screen.findByText('This member is not in your team');
  });
});
