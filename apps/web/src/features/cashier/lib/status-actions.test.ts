import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@pavilion/contracts/cashier';
import {
  depositTone,
  proofNeed,
  remainingAmountError,
  resumableCheckout,
  withdrawalActions,
  withdrawalTone,
} from './status-actions';

describe('withdrawal status → actions', () => {
  it('offers the three confirmations only after payout', () => {
    expect(withdrawalActions('approved')).toEqual(['received', 'partially_received', 'not_received']);
    for (const status of WITHDRAWAL_STATUSES.filter((s) => s !== 'approved')) {
      expect(withdrawalActions(status), status).toEqual([]);
    }
  });
  it('gives every status a tone', () => {
    expect(withdrawalTone('rejected')).toBe('danger');
    expect(withdrawalTone('auto_received')).toBe('success');
    expect(withdrawalTone('partially_received')).toBe('warning');
    for (const status of WITHDRAWAL_STATUSES) {
      expect(withdrawalTone(status)).toBeTruthy();
    }
  });
  it('needs a proof for not received, allows one for a part, none for received', () => {
    expect(proofNeed('not_received')).toBe('required');
    expect(proofNeed('partially_received')).toBe('optional');
    expect(proofNeed('received')).toBe('none');
  });
  it('keeps the remaining amount strictly between 0 and the withdrawn amount', () => {
    expect(remainingAmountError(1, 1000)).toBeNull();
    expect(remainingAmountError(999, 1000)).toBeNull();
    expect(remainingAmountError(1000, 1000)).toBe('REMAINING_RANGE');
    expect(remainingAmountError(0, 1000)).toBe('REMAINING_RANGE');
  });
});

describe('deposit status → actions', () => {
  it('resumes only a gateway deposit awaiting payment', () => {
    expect(resumableCheckout({ status: 'awaiting_payment', checkoutUrl: '/sandbox/1' })).toBe('/sandbox/1');
    expect(resumableCheckout({ status: 'awaiting_payment', checkoutUrl: null })).toBeNull();
    for (const status of DEPOSIT_STATUSES.filter((s) => s !== 'awaiting_payment')) {
      expect(resumableCheckout({ status, checkoutUrl: '/sandbox/1' }), status).toBeNull();
    }
  });
  it('gives every status a tone', () => {
    expect(depositTone('credited')).toBe('success');
    expect(depositTone('failed')).toBe('danger');
    for (const status of DEPOSIT_STATUSES) {
      expect(depositTone(status)).toBeTruthy();
    }
  });
});
