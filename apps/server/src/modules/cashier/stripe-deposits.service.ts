// Stripe deposits after the checkout (decision 080): the signed webhook credits a deposit exactly once
// (the event id is recorded in the transaction that credits, and the deposit's guarded status change
// plus the ledger key `deposit:<id>` refuse a second credit), and the operator's refund calls Stripe
// and debits the member in one transaction, after the outflow gate.
import type Stripe from 'stripe';
import type { TDepositRecord } from '@pavilion/contracts/cashier';
import { AppError } from '@/shared/app-error.ts';
import { passOutflowGate } from '@/modules/money/outflow-gate.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import type { TCashierDeps } from './cashier.deps.ts';
import * as repo from './deposits.repo.ts';
import { creditDepositIn, toDepositRecord } from './deposits.service.ts';
import { createRefund, stripeClient, verifyWebhook } from './stripe-gateway.ts';
import { tellMember } from './tell-member.ts';

export type TWebhookOutcome = 'credited' | 'duplicate' | 'flagged' | 'ignored';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Verifies the event with the Stripe channels' webhook secrets, then applies it at most once. */
export async function handleStripeWebhook(
  deps: TCashierDeps,
  raw: Buffer,
  signature: string | undefined,
): Promise<{ received: true; outcome: TWebhookOutcome }> {
  let event: Stripe.Event | null = null;
  let channelId: string | null = null;
  for (const s of await repo.stripeWebhookSecrets(deps.db)) {
    event = verifyWebhook(raw, signature, [s.secret]);
    if (event) {
      channelId = s.channelId;
      break;
    }
  }
  if (!event || !channelId) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  const depositId = Number(session.client_reference_id ?? session.metadata?.depositId ?? NaN);
  const deposit = Number.isSafeInteger(depositId) ? await repo.findDeposit(deps.db, depositId) : undefined;
  const ours =
    deposit !== undefined &&
    deposit.kind === 'gateway' &&
    deposit.channel_id === channelId &&
    (deposit.payment_id === null || deposit.payment_id === session.id);
  if (!PAID_EVENTS.has(event.type) || session.payment_status !== 'paid' || !ours) {
    // other events (and unpaid, still processing sessions) are acknowledged and change nothing
    await repo.recordGatewayEvent(deps.db, { eventId: event.id, depositId: null, outcome: 'ignored' });
    return { received: true, outcome: 'ignored' };
  }
  const eventId = event.id;
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.recordGatewayEvent(trx, { eventId, depositId, outcome: 'credited' }))) {
      return { outcome: 'duplicate' as const, row: undefined };
    }
    const current = await repo.lockDeposit(trx, depositId);
    if (!current) {
      throw new AppError('NOT_FOUND');
    }
    const amountMatches =
      session.amount_total === Number(current.amount) &&
      (session.currency ?? '').toUpperCase() === (current.currency ?? '');
    if (!amountMatches) {
      await repo.flagDeposit(trx, depositId, 'amount_mismatch');
      await repo.setGatewayEventOutcome(trx, eventId, 'flagged');
      return { outcome: 'flagged' as const, row: undefined };
    }
    const row = await creditDepositIn(trx, depositId, ['awaiting_payment'], null, {
      payment_intent: paymentIntent,
    });
    if (row) {
      return { outcome: 'credited' as const, row };
    }
    if (current.status === 'credited') {
      await repo.setGatewayEventOutcome(trx, eventId, 'duplicate');
      return { outcome: 'duplicate' as const, row: undefined };
    }
    // paid after the member cancelled (or it failed): an operator decides, never a silent credit
    await repo.flagDeposit(trx, depositId, 'paid_after_close');
    await repo.setGatewayEventOutcome(trx, eventId, 'flagged');
    return { outcome: 'flagged' as const, row: undefined };
  });
  if (result.row) {
    await tellMember(deps, 'deposit_credited', result.row);
  }
  return { received: true, outcome: result.outcome };
}

/**
 * The operator refunds a credited Stripe deposit in full. One transaction: the deposit row lock, the
 * outflow gate (the member's wallet lock, then its rules), the balance check, Stripe's refund (its
 * idempotency key is the deposit's), the ledger debit. Any refusal or failure leaves nothing done.
 */
export async function refundStripeDeposit(
  deps: TCashierDeps,
  operatorId: number,
  id: number,
): Promise<TDepositRecord> {
  const before = await repo.findDeposit(deps.db, id);
  if (!before) {
    throw new AppError('NOT_FOUND');
  }
  const keys = await repo.stripeChannelKeys(deps.db, before.channel_id);
  if (!before.payment_id?.startsWith('cs_') || !keys) {
    throw new AppError('DEPOSIT_STATE', { data: { status: before.status } });
  }
  const client = stripeClient(keys.secretKey, deps.config.STRIPE_API_URL);
  // the reply's channel name is read before the transaction: nothing is read after the commit
  const channelName = (await repo.findChannel(deps.db, before.channel_id))?.name ?? before.channel_id;
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.lockDeposit(trx, id);
    if (!current || current.status !== 'credited' || current.refunded_at !== null) {
      throw new AppError('DEPOSIT_STATE', {
        data: { status: current?.status ?? before.status, refunded: current?.refunded_at !== null },
      });
    }
    const amount = Number(current.amount);
    const gate = await passOutflowGate(trx, { memberId: current.member_id, amount, way: 'withdrawal' });
    if (gate.balance < amount) {
      throw new AppError('REFUND_BALANCE_SHORT', { data: { balance: gate.balance, amount } });
    }
    const refundId = await createRefund(client, {
      depositId: String(current.id),
      amount,
      paymentIntent: current.payment_intent,
      sessionId: current.payment_id as string,
    });
    const updated = await repo.markRefunded(trx, id, refundId, operatorId);
    await postMemberMovement(trx, {
      idempotencyKey: `deposit-refund:${current.id}`,
      kind: 'deposit',
      memberId: current.member_id,
      amount: -amount,
      counterparty: 'cashier',
      description: 'Deposit refund',
      meta: { depositId: String(current.id), channelId: current.channel_id, operatorId, refundId },
    });
    return updated;
  });
  return toDepositRecord(row as NonNullable<typeof row>, channelName);
}
