// The member centre's time-out / self-exclusion (decision 074): all seven lengths grouped as
// time-outs and self-exclusions; the confirmation says what happens (a time-out keeps the login, a
// self-exclusion logs out, "permanently" instead of a date in 9999); after a self-exclusion the page
// is logged out like "Log out" and the notice opens; a running time-out says who set it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TExclusion } from '@pavilion/contracts/protection';
import { formatDateTime } from '@/shared/format/date-time';
import { useSession } from '@/shared/session/session-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { ExclusionSection } from './exclusion-section';

const NONE: TExclusion = { until: null, kind: null, permanent: false, setBy: null };
const FOR_GOOD: TExclusion = {
  until: '9999-12-31T00:00:00.000Z',
  kind: 'self_exclusion',
  permanent: true,
  setBy: 'member',
};

describe('time-out and self-exclusion', () => {
  beforeEach(() => {
    logIn();
    useModalStore.setState({ queue: [], name: null, props: {} });
  });

  it('lists the seven lengths in two groups and keeps the login for a time-out', async () => {
    const api = fakeApi({
      'GET /api/protection/exclusion': () => NONE,
      'POST /api/protection/exclusion': () => ({
        until: '2030-01-01T00:00:00.000Z',
        kind: 'timeout',
        permanent: false,
        setBy: 'member',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<ExclusionSection />);
    const select = await screen.findByRole('combobox', { name: 'Length' });
    const groups = select.querySelectorAll('optgroup');
    expect([...groups].map((g) => g.label)).toEqual(['Time-out', 'Self-exclusion']);
    expect([...groups].map((g) => [...g.querySelectorAll('option')].map((o) => o.textContent))).toEqual([
      ['24 hours', '7 days', '30 days'],
      ['6 months', '1 year', '5 years', 'Permanently'],
    ]);
    await user.selectOptions(select, '7d');
    await user.click(screen.getByRole('button', { name: 'Start time-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a time-out?' });
    expect(dialog.textContent).toMatch(/No deposits or bets until \d{4}-\d\d-\d\d .*You can still log in/);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, start the time-out' }));
    await waitFor(() => expect(api.count('POST /api/protection/exclusion')).toBe(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ duration: '7d' });
    expect(useSession.getState().token).toBe('test-token');
    expect(api.count('DELETE /api/auth/logout')).toBe(0);
  });

  it('excludes for good: says "permanently", logs out and opens the notice', async () => {
    const api = fakeApi({
      'GET /api/protection/exclusion': () => NONE,
      'POST /api/protection/exclusion': () => FOR_GOOD,
      'DELETE /api/auth/logout': () => ({
        status: 401,
        body: { error: { code: 'NOT_LOGGED_IN', message: 'x' } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<ExclusionSection />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Length' }), 'permanent');
    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself?' });
    expect(dialog.textContent).toContain('this self-exclusion is for good');
    expect(dialog.textContent).toContain('You will be logged out now');
    expect(dialog.textContent).not.toContain('9999');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, exclude me' }));
    await waitFor(() => expect(useModalStore.getState().name).toBe('exclusionNotice'));
    expect(useModalStore.getState().props).toEqual({ until: FOR_GOOD.until, permanent: true });
    expect(useSession.getState().token).toBeNull();
    expect(api.count('DELETE /api/auth/logout')).toBe(1);
    // nothing of the ended session is read again
    expect(api.count('GET /api/protection/exclusion')).toBe(1);
  });

  it('shows a running time-out with its end and who set it', async () => {
    const until = '2030-05-01T10:00:00.000Z';
    fakeApi({
      'GET /api/protection/exclusion': () => ({
        until,
        kind: 'timeout',
        permanent: false,
        setBy: 'operator',
      }),
    });
    renderWithApp(<ExclusionSection />);
    expect(
      await screen.findByText(
        `You are in a time-out until ${formatDateTime(until)} (set by the operator). You can only extend it.`,
      ),
    ).toBeTruthy();
  });
});
