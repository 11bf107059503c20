// What each deposit and withdrawal status means on screen: its tone (for the badge, always with
// words) and which actions the member may take from it. Only a paid-out withdrawal (`approved`)
// waits for the member's confirmation (spec §3/§4); only a gateway deposit still awaiting payment
// can be resumed at the checkout.
import type { TDepositRecord, TDepositStatus, TWithdrawalStatus } from '@pavilion/contracts/cashier';

export type TTone = 'pending' | 'success' | 'danger' | 'neutral' | 'warning';
export type TConfirmAction = 'received' | 'partially_received' | 'not_received';

export const CONFIRM_ACTIONS: readonly TConfirmAction[] = ['received', 'partially_received', 'not_received'];

export function withdrawalTone(status: TWithdrawalStatus): TTone {
  switch (status) {
    case 'pending':
    case 'approved':
      return 'pending';
    case 'received':
    case 'auto_received':
      return 'success';
    case 'partially_received':
    case 'not_received':
      return 'warning';
    case 'rejected':
      return 'danger';
  }
}

/** The confirmations a withdrawal in this status offers (none unless paid out and unconfirmed). */
export function withdrawalActions(status: TWithdrawalStatus): readonly TConfirmAction[] {
  return status === 'approved' ? CONFIRM_ACTIONS : [];
}

export function depositTone(status: TDepositStatus): TTone {
  switch (status) {
    case 'pending':
    case 'awaiting_payment':
      return 'pending';
    case 'credited':
      return 'success';
    case 'rejected':
    case 'failed':
      return 'danger';
    case 'cancelled':
      return 'neutral';
  }
}

/** The checkout a gateway deposit can still be paid at, or null. */
export function resumableCheckout(record: Pick<TDepositRecord, 'status' | 'checkoutUrl'>): string | null {
  return record.status === 'awaiting_payment' && record.checkoutUrl ? record.checkoutUrl : null;
}

/** Which proof a confirmation needs: required when nothing arrived, optional for a part. */
export function proofNeed(action: TConfirmAction): 'required' | 'optional' | 'none' {
  switch (action) {
    case 'not_received':
      return 'required';
    case 'partially_received':
      return 'optional';
    case 'received':
      return 'none';
  }
}

/** The remaining amount of a partial receipt must be above 0 and below the withdrawn amount. */
export function remainingAmountError(remaining: number, withdrawn: number): 'REMAINING_RANGE' | null {
  return remaining > 0 && remaining < withdrawn ? null : 'REMAINING_RANGE';
}
