// Team management's rows: "Offer contract" only on agent rows (a contract is offered to a downline
// agent, never to a player), and times in the agent centre's zone (UTC+7).
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TMemberInfo } from '@pavilion/contracts/auth';
import type { TTeamMember, TTeamMembers } from '@pavilion/contracts/agent-team';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import TeamManagementPage from './team-management-page';

const row = (account: string, type: number): TTeamMember => ({
  id: account.length,
  account,
  nickname: account,
  type,
  depth: 1,
  uplineAccount: 'agent01',
  directCount: 0,
  balance: 0,
  status: 'active',
  createdAt: '2026-01-02T20:30:00.000Z',
  lastLoginAt: null,
});

const members: TTeamMembers = {
  rows: [row('subagent', 1), row('player', 0)],
  pageNo: 1,
  pageSize: 20,
  total: 2,
  totalPages: 1,
  breadcrumb: [{ id: 1, account: 'agent01' }],
};

describe('team management page', () => {
  beforeEach(() => logIn());

  it('offers a contract on agent rows only and shows times in UTC+7', async () => {
    const server = fakeApi({ 'GET /api/agent/team/members': () => members });
    renderWithApp(<TeamManagementPage member={{ id: 1, account: 'agent01' } as TMemberInfo} />);

    const rows = await screen.findAllByTestId('team-table-row');
    const [agentRow, playerRow] = rows as [HTMLElement, HTMLElement];
    expect(within(agentRow).getByRole('link', { name: 'Offer contract' })).toBeTruthy();
    expect(within(playerRow).queryByRole('link', { name: 'Offer contract' })).toBeNull();
    expect(within(playerRow).getByRole('button', { name: 'Transfer' })).toBeTruthy();
    expect(within(playerRow).getByText('2026-01-03 03:30:00')).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/api/agent/team/members')?.query.get('offsetMinutes')).toBe(
      '420',
    );
  });
});
