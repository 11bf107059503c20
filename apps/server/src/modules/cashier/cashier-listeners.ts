// Connects the cashier's events to the modules that react to them: player protection refuses a
// deposit over the member's limits or during a time-out; notifications tell the member in real time
// that a deposit was credited or failed, or a withdrawal approved or rejected (spec §3).
import type { FastifyInstance } from 'fastify';
import type { TNotificationType } from '@pavilion/contracts/notifications';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { assertDepositAllowed } from '@/modules/protection/deposit-limits.service.ts';
import { setCashierEvents } from './cashier.deps.ts';

export function connectCashierListeners(app: FastifyInstance): void {
  const tell = async (type: TNotificationType, memberId: number, reference: string, amount: number, reason?: string | null): Promise<void> => {
    await notify(app.db, notificationBus(app), { memberId, type, payload: { amount, reference, ...(reason ? { reason } : {}) } });
  };
  setCashierEvents(app.db, {
    beforeDeposit: (memberId, amount) => assertDepositAllowed(app.db, memberId, amount),
    onDepositCredited: (memberId, depositId, amount) => tell('deposit_credited', memberId, `#${depositId}`, amount),
    onDepositFailed: (memberId, depositId, amount, _status, reason) => tell('deposit_failed', memberId, `#${depositId}`, amount, reason),
    onWithdrawalApproved: (memberId, withdrawalId, amount) => tell('withdrawal_approved', memberId, `#${withdrawalId}`, amount),
    onWithdrawalRejected: (memberId, withdrawalId, amount, reason) => tell('withdrawal_rejected', memberId, `#${withdrawalId}`, amount, reason),
  });
}
