// The settlement records of one kind: received and paid rows with counterparty (the platform when
// there is none), figures, rate and signed amount; the direction filter asks the server again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TSettlementRecord } from '@pavilion/contracts/agent-settlement';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { SettlementRecords } from './settlement-records';

const row = (over: Partial<TSettlementRecord>): TSettlementRecord => ({
  id: 1,
  kind: 'daily',
  periodKey: '2026-11-24',
  periodStart: '2026-11-23T17:00:00.000Z',
  periodEnd: '2026-11-24T17:00:00.000Z',
  direction: 'received',
  counterparty: null,
  figures: { validBet: 180_000, activeMembers: 3, profitLoss: -5_000, wonValidBet: 0, lostValidBet: 0 },
  rateBp: 100,
  profitRateBp: null,
  amount: 1_800,
  state: 'paid',
  settledAt: '2026-11-25T00:03:00.000Z',
  ...over,
});

describe('SettlementRecords', () => {
  beforeEach(() => logIn());

  it('lists received and paid settlements and filters by direction', async () => {
    const api = fakeApi({
      'GET /api/agent/settlements': (call) =>
        call.query.get('direction') === 'paid'
          ? {
              rows: [
                row({
                  id: 2,
                  direction: 'paid',
                  counterparty: 'sub01',
                  rateBp: 60,
                  amount: 900,
                  state: 'owed',
                }),
              ],
              pageNo: 1,
              totalPages: 1,
              total: 1,
            }
          : {
              rows: [
                row({}),
                row({
                  id: 2,
                  direction: 'paid',
                  counterparty: 'sub01',
                  rateBp: 60,
                  amount: 900,
                  state: 'owed',
                }),
              ],
              pageNo: 1,
              totalPages: 1,
              total: 2,
            },
    });
    renderWithApp(<SettlementRecords kind="daily" />);
    const rows = await screen.findAllByTestId('settlement-records-daily-table-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Platform')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('18.00');
    expect(rows[0]!.textContent).toContain('1%');
    expect(rows[1]!.textContent).toContain('sub01');
    expect(rows[1]!.textContent).toContain('-9.00');
    expect(rows[1]!.textContent).toContain('Owed');
    expect(api.calls[0]!.query.get('kind')).toBe('daily');

    await userEvent.selectOptions(screen.getByLabelText('Direction'), 'paid');
    await waitFor(() => expect(screen.getAllByTestId('settlement-records-daily-table-row')).toHaveLength(1));
    expect(api.calls.at(-1)!.query.get('direction')).toBe('paid');
  });

  it('says so when there is nothing yet', async () => {
    fakeApi({ 'GET /api/agent/settlements': () => ({ rows: [], pageNo: 1, totalPages: 1, total: 0 }) });
    renderWithApp(<SettlementRecords kind="realtime" />);
    expect(await screen.findByText('No settlements yet.')).toBeTruthy();
  });
});
