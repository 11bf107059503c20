// The member centre's VIP strip: the level, the lagging threshold's progress to the next level
// (both are needed), the top level's note, and nothing while the status is unknown.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TVipStatus } from '@pavilion/contracts/loyalty';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { VipSummary } from './vip-summary';

const level = (n: number) => ({
  level: n,
  name: `VIP ${n}`,
  depositThreshold: n * 10_000,
  validBetThreshold: n * 50_000,
});
const vip = (patch: Partial<TVipStatus>): TVipStatus =>
  ({
    level: 1,
    name: 'VIP 1',
    deposit: 15_000,
    validBet: 30_000,
    next: level(2),
    depositProgress: 75,
    validBetProgress: 30.6,
    monthValidBet: 0,
    keepValidBet: 0,
    levels: [level(1), level(2)],
    ...patch,
  }) as TVipStatus;

describe('VIP summary', () => {
  beforeEach(() => logIn());

  it('shows the level and the smaller progress towards the next level', async () => {
    fakeApi({ 'GET /api/loyalty/vip': () => vip({}) });
    renderWithApp(<VipSummary />);
    expect((await screen.findByTestId('vip-summary-level')).textContent).toBe('VIP 1');
    expect(screen.getByTestId('vip-summary-next').textContent).toBe('30% of the way to VIP 2');
    expect(screen.getByRole('progressbar', { name: '30% of the way to VIP 2' }).getAttribute('value')).toBe(
      '30',
    );
    expect(screen.getByRole('link', { name: 'VIP details and rewards' }).getAttribute('href')).toContain(
      'page=rewardCenter',
    );
  });

  it('says so at the top level', async () => {
    fakeApi({ 'GET /api/loyalty/vip': () => vip({ name: 'VIP 9', next: null }) });
    renderWithApp(<VipSummary />);
    expect((await screen.findByTestId('vip-summary-level')).textContent).toBe('VIP 9');
    expect(screen.getByText('You hold the highest level.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
