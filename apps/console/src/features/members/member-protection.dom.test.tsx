// @vitest-environment happy-dom
// The member page's player protection (issue 29 item 3): the three deposit-limit windows with use,
// remaining and a pending raise; a lower limit is previewed as applying at once and saved in minor
// units; "Exclude" asks for a reason, then confirms naming the member and the consequence, posts the
// duration and reason, and shows the exclusion in force as permanent, set by an operator. Restrictions
// (issue 29 item 2) are saved together with a required reason, the cap in minor units.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMemberDetail } from '@pavilion/contracts/member-admin';
import type { TMemberProtection } from '@pavilion/contracts/protection';
import type { TMemberRestrictionsReply } from '@pavilion/contracts/risk';
import { initI18n } from '@/shared/i18n';
import { setToken } from '@/shared/session';
import { MemberProtection } from './member-protection';

const MEMBER = { id: 7, account: 'dara01', currency: 'USD' } as TMemberDetail;
const NONE = { until: null, kind: null, permanent: false, setBy: null };
let protection: TMemberProtection;
let restrictions: TMemberRestrictionsReply;
let calls: { method: string; path: string; body: unknown }[] = [];

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const serve = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input));
  const method = init?.method ?? 'GET';
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  calls.push({ method, path: url.pathname, body });
  if (url.pathname === '/api/admin/me') {
    return reply(200, {
      id: 1,
      username: 'owner',
      role: 'owner',
      permissions: ['members.write'],
      totpEnabled: true,
      mustChangePassword: false,
      mustEnrolTotp: false,
    });
  }
  if (url.pathname === '/api/admin/members/7/protection') {
    return reply(200, protection);
  }
  if (url.pathname === '/api/admin/members/7/restrictions') {
    if (method === 'PUT') {
      const { reason, ...set } = body as TMemberRestrictionsReply & { reason: string };
      restrictions = { ...set, reason, operatorId: 1, updatedAt: '2030-01-01T00:00:00.000Z' };
    }
    return reply(200, restrictions);
  }
  if (url.pathname === '/api/admin/members/7/deposit-limits' && method === 'PUT') {
    const { period, amount } = body as { period: string; amount: number };
    protection = {
      ...protection,
      limits: protection.limits.map((l) =>
        l.period === period ? { ...l, amount, remaining: amount - l.used } : l,
      ),
    };
    return reply(200, protection);
  }
  if (url.pathname === '/api/admin/members/7/exclusion' && method === 'POST') {
    protection = {
      ...protection,
      exclusion: {
        until: '9999-12-31T00:00:00.000Z',
        kind: 'self_exclusion',
        permanent: true,
        setBy: 'operator',
      },
    };
    return reply(200, protection);
  }
  return reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
});

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemberProtection member={MEMBER} />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  calls = [];
  protection = {
    limits: [
      { period: '24h', amount: 10_000, pending: null, used: 2_500, remaining: 7_500 },
      {
        period: '7d',
        amount: 20_000,
        pending: { amount: 50_000, effectiveAt: '2030-01-02T00:00:00.000Z' },
        used: 2_500,
        remaining: 17_500,
      },
      { period: '30d', amount: null, pending: null, used: 2_500, remaining: null },
    ],
    exclusion: NONE,
    realityCheckMinutes: 15,
  };
  restrictions = {
    noBonus: false,
    noWithdrawal: false,
    noTransfer: false,
    maxStake: null,
    reason: null,
    operatorId: null,
    updatedAt: null,
  };
  vi.stubGlobal('fetch', serve);
  setToken('operator-token');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('player protection in the console', () => {
  it('shows each window and saves a lower limit, which applies at once', async () => {
    const user = userEvent.setup();
    renderPanel();
    const day = await screen.findByTestId('limit-24h');
    expect(day.textContent).toContain('100.00 USD');
    expect(day.textContent).toContain('75.00 USD');
    expect(screen.getByTestId('limit-7d').textContent).toContain('500.00 USD from');
    expect(screen.getByTestId('limit-30d').textContent).toContain('No limit');
    expect(screen.getByText('Every 15 minutes')).toBeTruthy();
    const field = await within(day).findByLabelText('New limit per 24 hours');
    expect(field).toHaveProperty('value', '100.00');
    await user.clear(field);
    await user.type(field, '50');
    expect(day.textContent).toContain('A lower limit: applies at once.');
    await user.clear(field);
    await user.type(field, '150');
    expect(day.textContent).toContain('A higher limit or none: applies after 24 hours.');
    await user.clear(field);
    await user.type(field, '50.00');
    await user.click(within(day).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Deposit limit saved.'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ period: '24h', amount: 5_000 });
    expect(screen.getByTestId('limit-24h').textContent).toContain('50.00 USD');
  });

  it('excludes for good with a reason, after a confirmation that names the member', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('Not excluded.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Exclude' }));
    const form = screen.getByRole('dialog', { name: 'Exclude dara01' });
    const length = within(form).getByLabelText('Length');
    expect([...length.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'Time-out',
      'Self-exclusion',
    ]);
    expect(length.querySelectorAll('option')).toHaveLength(7);
    await user.selectOptions(length, 'permanent');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(form).getByLabelText('Reason'), 'Asked by phone to be excluded for good');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('dialog', { name: 'Exclude dara01 (Permanently)?' });
    expect(confirm.textContent).toContain(
      'dara01 is logged out on every device now and can never log in, deposit or bet again.',
    );
    expect(confirm.textContent).not.toContain('9999');
    await user.click(within(confirm).getByRole('button', { name: 'Exclude' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('dara01 is excluded.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      duration: 'permanent',
      reason: 'Asked by phone to be excluded for good',
    });
    const facts = screen.getByTestId('exclusion-facts');
    expect(facts.textContent).toContain('Self-exclusion');
    expect(facts.textContent).toContain('Permanent');
    expect(facts.textContent).toContain('Operator');
    // nothing is left to extend
    expect(screen.queryByRole('button', { name: 'Exclude' })).toBeNull();
  });

  it('saves restrictions with a reason: no withdrawal and a stake cap in minor units', async () => {
    const user = userEvent.setup();
    renderPanel();
    const card = await screen.findByTestId('member-restrictions');
    const noWithdrawal = await within(card).findByRole('checkbox', { name: /No withdrawals/ });
    expect(noWithdrawal).toHaveProperty('checked', false);
    await user.click(noWithdrawal);
    const cap = within(card).getByLabelText('Stake cap per bet (USD)');
    await user.type(cap, '0');
    expect(cap.getAttribute('aria-invalid')).toBe('true');
    await user.clear(cap);
    await user.type(cap, '25.50');
    await user.click(within(card).getByRole('button', { name: 'Save restrictions' }));
    // a reason is required before anything is sent
    expect(within(card).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(card).getByLabelText('Reason'), 'Chargeback under review');
    await user.click(within(card).getByRole('button', { name: 'Save restrictions' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Restrictions saved.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      noBonus: false,
      noWithdrawal: true,
      noTransfer: false,
      maxStake: 2_550,
      reason: 'Chargeback under review',
    });
    const saved = await screen.findByTestId('restrictions-last');
    expect(saved.textContent).toContain('Chargeback under review');
    expect(
      within(screen.getByTestId('member-restrictions')).getByRole('checkbox', { name: /No withdrawals/ }),
    ).toHaveProperty('checked', true);
  });
});
