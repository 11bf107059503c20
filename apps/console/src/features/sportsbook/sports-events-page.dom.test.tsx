// @vitest-environment happy-dom
// The operator's sportsbook events screen (issue 25): the score column shows the result once there is
// one; an event the feed never resulted takes a FIRST result; a correction opens prefilled with the
// current result (not 0 : 0); a result before the start shows the server's EVENT_NOT_STARTED in the
// operator's language; an event is cancelled, and a market voided, each with a reason.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEventDetail } from '@pavilion/contracts/sportsbook';
import en from '@/locales/en.json';
import km from '@/locales/km.json';
import zh from '@/locales/zh.json';
import { initI18n } from '@/shared/i18n';
import { setToken } from '@/shared/session';
import type { TAdminEvent } from './sportsbook-api';
import { SportsEventsPage } from './sports-events-page';

const base = {
  sport: 'football',
  vertical: 'SPORTS',
  league: 'League',
  closesAt: null,
  period: null,
  clock: null,
  fightNo: null,
  marketCount: 2,
  outright: false,
  settledVersion: 0,
  tickets: 3,
  stake: 3000,
} as const;
const SILENT: TAdminEvent = {
  ...base,
  id: '1',
  home: 'Silent FC',
  away: 'Quiet FC',
  startsAt: '2026-11-01T12:00:00.000Z',
  status: 'live',
  score: { home: 1, away: 0 },
  resultVersion: 0,
  result: null,
};
const RESULTED: TAdminEvent = {
  ...base,
  id: '2',
  home: 'Done FC',
  away: 'Over FC',
  startsAt: '2026-11-01T10:00:00.000Z',
  status: 'settled',
  score: null,
  resultVersion: 1,
  settledVersion: 1,
  result: { home: 3, away: 1 },
};
const FUTURE: TAdminEvent = {
  ...base,
  id: '3',
  home: 'Later FC',
  away: 'Soon FC',
  startsAt: '2036-11-01T10:00:00.000Z',
  status: 'scheduled',
  score: null,
  resultVersion: 0,
  result: null,
};
const DETAIL: TEventDetail = {
  ...SILENT,
  result: null,
  markets: [
    { id: '11', eventId: '1', kind: '1x2', lineQ: null, param: null, status: 'open', selections: [] },
    { id: '12', eventId: '1', kind: 'ou', lineQ: 10, param: null, status: 'suspended', selections: [] },
    { id: '13', eventId: '1', kind: 'btts', lineQ: null, param: null, status: 'void', selections: [] },
  ],
};

type TCall = { method: string; path: string; body: unknown };
let calls: TCall[] = [];

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const serve = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input));
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  calls.push({ method, path: url.pathname, body });
  if (url.pathname === '/api/admin/me') {
    return reply(200, {
      id: 1,
      username: 'risk1',
      role: 'risk',
      permissions: ['sportsbook.write'],
      totpEnabled: true,
      mustChangePassword: false,
      mustEnrolTotp: false,
    });
  }
  if (url.pathname === '/api/admin/sportsbook/events') {
    return reply(200, { events: [SILENT, RESULTED, FUTURE] });
  }
  if (url.pathname === '/api/admin/sportsbook/events/1') {
    return reply(200, DETAIL);
  }
  if (url.pathname === '/api/admin/sportsbook/events/3/result') {
    return reply(409, { error: { code: 'EVENT_NOT_STARTED', message: 'The event has not started' } });
  }
  const result = /^\/api\/admin\/sportsbook\/events\/(\d+)\/result$/.exec(url.pathname);
  if (result) {
    const event = [SILENT, RESULTED].find((e) => e.id === result[1])!;
    return reply(200, { event, resultVersion: event.resultVersion + 1 });
  }
  if (url.pathname === '/api/admin/sportsbook/markets/12/void') {
    return reply(200, { marketId: '12', eventId: '1', status: 'void', settled: 2 });
  }
  return reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
});

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <SportsEventsPage />
    </QueryClientProvider>,
  );
}

const rowOf = async (team: string) => (await screen.findByText(new RegExp(team))).closest('tr')!;
const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  calls = [];
  vi.stubGlobal('fetch', serve);
  setToken('operator-token');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sportsbook events screen', () => {
  it('shows the result in the score column once there is one, else the live score', async () => {
    renderPage();
    expect(within(await rowOf('Done FC')).getByText('3 : 1')).toBeTruthy();
    expect(within(await rowOf('Silent FC')).getByText('1 : 0')).toBeTruthy();
  });

  it('enters a first result for an event the feed never resulted', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enter the result of Silent FC – Quiet FC' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter the result: Silent FC – Quiet FC' });
    // prefilled with the live score the feed last sent
    expect(within(dialog).getByLabelText('Silent FC (home)')).toHaveProperty('value', '1');
    expect(within(dialog).getByLabelText('Quiet FC (away)')).toHaveProperty('value', '0');
    await user.clear(within(dialog).getByLabelText('Silent FC (home)'));
    await user.type(within(dialog).getByLabelText('Silent FC (home)'), '2');
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'feed went silent');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm result' }));
    await waitFor(() => expect(posted('/api/admin/sportsbook/events/1/result')).toHaveLength(1));
    expect(posted('/api/admin/sportsbook/events/1/result')[0]!.body).toEqual({
      result: { home: 2, away: 0 },
      reason: 'feed went silent',
    });
    expect(await screen.findByText(/Result of Silent FC – Quiet FC entered \(version 1\)/)).toBeTruthy();
  });

  it('opens a correction prefilled with the current result, not 0 : 0', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Correct the result of Done FC – Over FC' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct the result: Done FC – Over FC' });
    expect(within(dialog).getByLabelText('Done FC (home)')).toHaveProperty('value', '3');
    expect(within(dialog).getByLabelText('Over FC (away)')).toHaveProperty('value', '1');
  });

  for (const [lng, bundle] of [
    ['en', en],
    ['zh', zh],
    ['km', km],
  ] as const) {
    it(`shows EVENT_NOT_STARTED for a result before the start (${lng})`, async () => {
      const user = userEvent.setup();
      await i18n.changeLanguage(lng);
      renderPage();
      const name = i18n.t('sportsAdmin.enterResultOf', { match: 'Later FC – Soon FC' });
      await user.click(await screen.findByRole('button', { name }));
      const dialog = screen.getByRole('dialog', {
        name: i18n.t('sportsAdmin.enterTitle', { match: 'Later FC – Soon FC' }),
      });
      await user.type(within(dialog).getByLabelText(i18n.t('sportsAdmin.reason')), 'early');
      await user.click(within(dialog).getByRole('button', { name: i18n.t('sportsAdmin.review') }));
      await user.click(within(dialog).getByRole('button', { name: i18n.t('sportsAdmin.confirmEnter') }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toBe(bundle.errors.EVENT_NOT_STARTED);
    });
  }

  it('cancels an event with a reason', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Silent FC – Quiet FC' }));
    const dialog = screen.getByRole('dialog', { name: /^Cancel Silent FC – Quiet FC\?/ });
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'abandoned');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the event' }));
    await waitFor(() => expect(posted('/api/admin/sportsbook/events/1/result')).toHaveLength(1));
    expect(posted('/api/admin/sportsbook/events/1/result')[0]!.body).toEqual({
      result: { home: 1, away: 0, cancelled: true },
      reason: 'abandoned',
    });
    expect(await screen.findByText(/Silent FC – Quiet FC cancelled \(version 1\)/)).toBeTruthy();
  });

  it("lists an event's markets and voids one not settled yet, with a reason", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Markets of Silent FC – Quiet FC' }));
    const dialog = screen.getByRole('dialog', { name: 'Markets: Silent FC – Quiet FC' });
    expect(await within(dialog).findByText('Total over/under 2.5')).toBeTruthy();
    // the void market offers no void
    expect(within(dialog).queryByRole('button', { name: 'Void the market Both teams to score' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Void the market Total over/under 2.5' }));
    const reason = screen.getByRole('dialog', {
      name: /^Void Total over\/under 2.5 of Silent FC – Quiet FC\?/,
    });
    await user.type(within(reason).getByLabelText('Reason (kept in the audit log)'), 'wrong line');
    await user.click(within(reason).getByRole('button', { name: 'Void the market' }));
    await waitFor(() => expect(posted('/api/admin/sportsbook/markets/12/void')).toHaveLength(1));
    expect(posted('/api/admin/sportsbook/markets/12/void')[0]!.body).toEqual({ reason: 'wrong line' });
    expect(await screen.findByText(/is void; 2 tickets settled at once/)).toBeTruthy();
  });
});
