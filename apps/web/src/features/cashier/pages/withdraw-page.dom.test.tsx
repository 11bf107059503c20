// The withdraw pane follows a live deposit: a notification on the stream refreshes what may be
// withdrawn, not only the header balance.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SSE_EVENTS } from '@pavilion/contracts/notifications';
import { useNotificationStream } from '@/features/engagement/hooks/use-notification-stream';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { WithdrawPage } from './withdraw-page';

class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

function Pane() {
  useNotificationStream();
  return <WithdrawPage />;
}

describe('withdraw pane after a live deposit notification', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    logIn();
  });

  it('shows the new withdrawable amount once the deposit is credited', async () => {
    let withdrawable = 10_000;
    fakeApi({
      'GET /api/cashier/wallet': () => ({
        balance: withdrawable,
        locked: 0,
        withdrawable,
        currency: 'USD',
        withdrawalMinAmount: 100,
        withdrawalMaxAmount: 1_000_000,
      }),
      'GET /api/cashier/bank-cards': () => ({ payeeName: null, payeeNameFixed: false, cards: [] }),
      'GET /api/cashier/fund-password': () => ({ isSet: false }),
      'GET /api/cashier/withdrawals': () => ({ rows: [], pageNo: 1, totalPages: 0 }),
      'GET /api/wallet/balance': () => ({ balance: withdrawable, currency: 'USD', currencySymbol: '$' }),
    });
    renderWithApp(<Pane />);
    await waitFor(() => expect(screen.getByTestId('withdraw-withdrawable').textContent).toContain('100.00'));

    withdrawable = 60_000;
    FakeEventSource.last?.emit(SSE_EVENTS.notification, {
      id: 1,
      type: 'deposit_credited',
      payload: { amount: 50_000, reference: 'D1' },
      readAt: null,
      createdAt: new Date().toISOString(),
    });

    await waitFor(() => expect(screen.getByTestId('withdraw-withdrawable').textContent).toContain('600.00'));
  });
});
