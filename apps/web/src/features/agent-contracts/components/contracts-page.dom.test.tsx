// The contract page over a fake server: the viewer sees exactly the actions the server lists for its
// side, an action posts to the contract, and the offer form (preselected by ?member=) sends terms in
// basis points and minor units, refusing a rate above the agent's own contract before any call.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TContract, TContractProcess } from '@pavilion/contracts/agent-contracts';
import { fakeApi } from '@/test/fake-api';
import { freshQueryClient, logIn } from '@/test/render';
import { ContractsPage } from './contracts-page';

const party = (id: number, account: string) => ({ id, account, nickname: account });
const daily = (rateBp: number) => ({
  kind: 'daily' as const,
  tiers: [{ minDailyBet: 50_000, minActiveMembers: 2, rateBp }],
});

function contract(over: Partial<TContract>): TContract {
  return {
    id: 1,
    kind: 'daily',
    status: 'active',
    upline: null,
    downline: party(10, 'me'),
    terms: daily(50),
    terminationRequestedBy: null,
    endReason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    acceptedAt: '2026-11-01T10:00:00.000Z',
    endedAt: null,
    viewerSide: 'downline',
    actions: ['request_termination'],
    ...over,
  };
}

const mine = contract({ id: 2 });
const offerToMe = contract({
  id: 3,
  status: 'offered',
  upline: party(1, 'boss'),
  acceptedAt: null,
  terms: daily(40),
  actions: ['accept', 'reject'],
});

function process(over: Partial<TContractProcess> = {}): TContractProcess {
  return {
    kind: 'daily',
    mine,
    myOffer: null,
    given: [],
    pending: [],
    candidates: [
      { ...party(20, 'agentA'), hasLive: false, hasOffer: false },
      { ...party(21, 'agentB'), hasLive: true, hasOffer: false },
    ],
    canOffer: true,
    ...over,
  };
}

function renderPage(url = '/agentHome?page=agentDailyWages2') {
  render(
    <QueryClientProvider client={freshQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <ContractsPage kind="daily" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('contracts page', () => {
  beforeEach(() => logIn());

  it('shows the offer waiting for me with exactly its actions, and accepting posts it', async () => {
    const api = fakeApi({
      'GET /api/agent/contracts/daily/process': () => process({ myOffer: offerToMe, pending: [offerToMe] }),
      'POST /api/agent/contracts/3/actions': () => ({ ...offerToMe, status: 'active', actions: [] }),
      'GET /api/wallet/balance': () => ({ balance: 0, currency: 'USD', currencySymbol: '$' }),
    });
    renderPage();
    const pending = await screen.findByTestId('contracts-pending');
    const card = within(pending).getByTestId('contract-pending');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Reject', 'History']);
    expect(card.textContent).toContain('0.4 %');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.count('POST /api/agent/contracts/3/actions')).toBe(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'accept' });
  });

  it('offers to a downline agent with terms in basis points; a rate above mine is refused first', async () => {
    const api = fakeApi({
      'GET /api/agent/contracts/daily/process': () => process(),
      'POST /api/agent/contracts/offers': (call) =>
        contract({ id: 9, status: 'offered', ...(call.body as object) }),
      'GET /api/wallet/balance': () => ({ balance: 0, currency: 'USD', currencySymbol: '$' }),
    });
    renderPage('/agentHome?page=agentDailyWages2&member=agentA');
    const form = await screen.findByTestId('contract-offer-form');
    // happy-dom's select does not take the preselected value (checked in the browser); choose it
    await userEvent.selectOptions(within(form).getByLabelText(/Downline agent/), 'agentA');
    const rate = within(form).getByLabelText(/Rate \(%\) \(tier 1\)/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.6');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText('A rate exceeds your own contract at the same level')).toBeTruthy();
    expect(api.count('POST /api/agent/contracts/offers')).toBe(0);

    await userEvent.clear(rate);
    await userEvent.type(rate, '0.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Add tier' }));
    const rate2 = within(form).getByLabelText(/Rate \(%\) \(tier 2\)/);
    await userEvent.type(rate2, '0.3');
    // tier 2 has the same thresholds as tier 1: not ascending
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText(/Each tier needs higher thresholds/)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove tier 2' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(api.count('POST /api/agent/contracts/offers')).toBe(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      downline: 'agentA',
      terms: { kind: 'daily', tiers: [{ minDailyBet: 50_000, minActiveMembers: 2, rateBp: 25 }] },
    });
    expect(await within(form).findByText('The offer was sent to agentA.')).toBeTruthy();
  });

  it('without a contract of the kind there is nothing to offer', async () => {
    fakeApi({
      'GET /api/agent/contracts/daily/process': () => process({ mine: null, canOffer: false }),
      'GET /api/wallet/balance': () => ({ balance: 0, currency: 'USD', currencySymbol: '$' }),
    });
    renderPage();
    expect(
      await screen.findByText('You can offer this kind once you hold a contract of it yourself.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('contract-offer-form')).toBeNull();
  });
});
