// The bet slip as a member uses it: the engine's rows, combinations and stake shown before
// anything is placed; a follow-up multiplies the total by its draws; confirming sends the bets
// (never the computed figures) with one request id, and a refused slip says why.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TLotteryGameDetail } from '@pavilion/contracts/lottery';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { BetSlip } from './bet-slip';

const now = Date.parse('2026-11-25T10:00:00Z');
const issue = (n: number) => ({
  issueNo: `20261125-${String(600 + n).padStart(4, '0')}`,
  closesAt: new Date(now + 50_000 + n * 60_000).toISOString(),
  drawAt: new Date(now + 60_000 + n * 60_000).toISOString(),
});
const current = {
  gameCode: 'SSC_1M',
  ...issue(0),
  state: 'open' as const,
  opensAt: new Date(now - 10_000).toISOString(),
  seedHash: 'ab'.repeat(32),
  serverSeed: null,
  draw: null,
};
const detail: TLotteryGameDetail = {
  serverTime: new Date(now).toISOString(),
  game: {
    code: 'SSC_1M',
    family: 'SSC',
    mode: 'ELOTT',
    route: '/lottery',
    intervalSeconds: 60,
    enabled: true,
    current,
    last: null,
  },
  playTypes: [
    {
      playType: 'back3_direct',
      enabled: true,
      minStake: 1,
      maxStake: 1_000_000,
      exposureCap: 100_000_000,
      odds: [{ key: 'win', odds: 980_000 }],
    },
    {
      playType: 'dragon_tiger',
      enabled: true,
      minStake: 1,
      maxStake: 500,
      exposureCap: 100_000_000,
      odds: [{ key: 'dragon', odds: 2177 }],
    },
  ],
  upcoming: Array.from({ length: 10 }, (_, i) => issue(i)),
  recent: [],
};

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, tokens: string[]) {
  const row = screen.getAllByTestId('picker-row').find((r) => r.dataset.label === label)!;
  for (const token of tokens) {
    await user.click(within(row).getByRole('button', { name: token }));
  }
}

describe('lottery bet slip', () => {
  beforeEach(() => logIn());

  it('shows combinations and stake from the engine before anything is placed', async () => {
    const server = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<BetSlip detail={detail} now={now} onShowTickets={() => undefined} />);
    await pick(user, 'p3', ['1', '2']);
    await pick(user, 'p4', ['3']);
    expect(screen.getByTestId('combinations').textContent).toBe('0');
    await pick(user, 'p5', ['4', '5', '6']);
    expect(screen.getByTestId('combinations').textContent).toBe('6');
    await user.clear(screen.getByLabelText('Multiplier'));
    await user.type(screen.getByLabelText('Multiplier'), '3');
    expect(screen.getByTestId('bet-stake').textContent).toContain('18.00');
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('multiplies a follow-up by its draws and sends the bets with one request id', async () => {
    const server = fakeApi({
      'POST /api/lottery/tickets': () => ({ tickets: [], followUpId: '1', balance: 10_000 }),
    });
    const user = userEvent.setup();
    renderWithApp(<BetSlip detail={detail} now={now} onShowTickets={() => undefined} />);
    await pick(user, 'p3', ['1']);
    await pick(user, 'p4', ['2']);
    await pick(user, 'p5', ['3']);
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByLabelText('Follow up over the next draws'));
    await user.clear(screen.getByLabelText(/Number of draws/));
    await user.type(screen.getByLabelText(/Number of draws/), '4');
    expect(screen.getByTestId('slip-total').textContent).toContain('4.00');
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(screen.getByTestId('slip-confirm').textContent).toContain('(4 draws)');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await screen.findByTestId('slip-placed');
    const body = server.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      gameCode: 'SSC_1M',
      issueNo: current.issueNo,
      bets: [{ playType: 'back3_direct', selection: [['1'], ['2'], ['3']], unitAmount: 100, multiplier: 1 }],
      followUp: { issues: 4, stopOnWin: true },
    });
    expect(String(body.requestId)).toMatch(/^lot-[0-9a-f]{32}$/);
  });

  it('holds back a stake above the bet type limit', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<BetSlip detail={detail} now={now} onShowTickets={() => undefined} />);
    await user.selectOptions(screen.getByLabelText('Bet type'), 'dragon_tiger');
    await pick(user, 'p1p5', ['Dragon']);
    await user.clear(screen.getByLabelText('Multiplier'));
    await user.type(screen.getByLabelText('Multiplier'), '6');
    expect(screen.getByText(/must be at most/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to slip' })).toHaveProperty('disabled', true);
  });

  it('says why the server refused a slip', async () => {
    fakeApi({
      'POST /api/lottery/tickets': () => ({
        status: 409,
        body: { error: { code: 'LOTTERY_ISSUE_CLOSED', message: 'x' } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<BetSlip detail={detail} now={now} onShowTickets={() => undefined} />);
    await pick(user, 'p3', ['7']);
    await pick(user, 'p4', ['8']);
    await pick(user, 'p5', ['9']);
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Betting on this draw has closed');
  });
});
