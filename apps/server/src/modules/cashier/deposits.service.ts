// Deposits: channels (operator-edited limits), manual bank transfers (pending → an operator confirms
// or rejects) and gateway payments (awaiting_payment → the provider's signed callback credits or
// fails it). Crediting is one transaction: the guarded status UPDATE plus the ledger posting (house
// 'cashier' → member, kind 'deposit', key `deposit:<id>`), so a replayed callback or a second
// confirmation never credits twice.
import type {
  TChannelUpdate,
  TDepositChannel,
  TDepositRecord,
  TDepositRequest,
  TDepositStatus,
} from '@pavilion/contracts/cashier';
import { DEPOSIT_RETURN_PATH } from '@pavilion/contracts/cashier';
import { AppError } from '@/shared/app-error.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';
import { assertDepositAllowed } from '@/modules/protection/deposit-limits.service.ts';
import { lockMemberWallet } from '@/modules/money/outflow-gate.ts';
import { memberWallet, postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import type { TCashierDeps } from './cashier.deps.ts';
import { assertDepositDaily, checkRange } from './channels.service.ts';
import * as repo from './deposits.repo.ts';
import { CHECKOUT_PATH, type TPaymentAdapter } from './payment-gateway.ts';
import { createCheckoutSession, stripeClient } from './stripe-gateway.ts';
import { tellMember } from './tell-member.ts';

type TChannelRow = NonNullable<Awaited<ReturnType<typeof repo.findChannel>>>;
type TDepositRow = NonNullable<Awaited<ReturnType<typeof repo.findDeposit>>>;

export function toChannel(row: TChannelRow, admin = false): TDepositChannel {
  return {
    ...(row.kind === 'gateway' ? { adapter: row.adapter } : {}),
    ...(row.kind === 'gateway' && row.adapter === 'stripe'
      ? { currency: row.currency, publishableKey: row.publishable_key }
      : {}),
    ...(admin && row.kind === 'gateway'
      ? { secretKeySet: row.secret_key !== null, webhookSecretSet: row.webhook_secret !== null }
      : {}),
    id: row.id,
    kind: row.kind,
    name: row.name,
    minAmount: Number(row.min_amount),
    maxAmount: Number(row.max_amount),
    enabled: row.enabled,
    sort: row.sort,
    bank: row.bank ?? null,
    dailyLimit: row.daily_limit === null ? null : Number(row.daily_limit),
  };
}

export function toDepositRecord(
  row: TDepositRow,
  channelName: string,
  memberAccount?: string,
): TDepositRecord {
  return {
    id: String(row.id),
    channelId: row.channel_id,
    channelName,
    kind: row.kind,
    amount: Number(row.amount),
    reference: row.reference,
    status: row.status,
    checkoutUrl:
      row.status === 'awaiting_payment' && row.payment_id
        ? (row.checkout_url ?? `${CHECKOUT_PATH}/${row.payment_id}`)
        : null,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    creditedAt: row.credited_at ? new Date(row.credited_at).toISOString() : null,
    ...(memberAccount === undefined ? {} : { memberAccount }),
    ...(row.kind === 'gateway'
      ? {
          adapter: row.payment_id?.startsWith('cs_') ? ('stripe' as const) : ('sandbox' as const),
          flag: row.flag,
          refundedAt: row.refunded_at ? new Date(row.refunded_at).toISOString() : null,
        }
      : {}),
  };
}

export async function listChannels(deps: TCashierDeps, onlyEnabled: boolean): Promise<TDepositChannel[]> {
  return (await repo.listChannels(deps.db, onlyEnabled)).map((row) => toChannel(row, !onlyEnabled));
}

export async function updateChannel(
  deps: TCashierDeps,
  id: string,
  body: TChannelUpdate,
): Promise<TDepositChannel> {
  const current = await repo.findChannel(deps.db, id);
  if (!current) {
    throw new AppError('NOT_FOUND');
  }
  const min = body.minAmount ?? Number(current.min_amount);
  const max = body.maxAmount ?? Number(current.max_amount);
  checkRange(min, max);
  if (body.bank && current.kind !== 'bank_transfer') {
    throw new AppError('VALIDATION_FAILED', {
      fields: { bank: 'only bank transfer channels carry bank details' },
    });
  }
  const gatewayFields = [
    body.adapter,
    body.currency,
    body.publishableKey,
    body.secretKey,
    body.webhookSecret,
  ].some((v) => v !== undefined);
  if (gatewayFields && current.kind !== 'gateway') {
    throw new AppError('VALIDATION_FAILED', {
      fields: { adapter: 'only gateway channels carry an adapter' },
    });
  }
  const row = await repo.updateChannel(deps.db, id, {
    ...(body.adapter === undefined ? {} : { adapter: body.adapter }),
    ...(body.currency === undefined ? {} : { currency: body.currency }),
    ...(body.publishableKey === undefined ? {} : { publishable_key: body.publishableKey }),
    ...(body.secretKey === undefined ? {} : { secret_key: body.secretKey }),
    ...(body.webhookSecret === undefined ? {} : { webhook_secret: body.webhookSecret }),
    min_amount: min,
    max_amount: max,
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
    ...(body.sort === undefined ? {} : { sort: body.sort }),
    ...(body.bank ? { bank: JSON.stringify(body.bank) } : {}),
    ...(body.dailyLimit === undefined ? {} : { daily_limit: body.dailyLimit }),
  });
  return toChannel(row as TChannelRow, true);
}

async function channelName(deps: TCashierDeps, id: string): Promise<string> {
  return (await repo.findChannel(deps.db, id))?.name ?? id;
}

export async function createDeposit(
  deps: TCashierDeps,
  gateway: TPaymentAdapter,
  memberId: number,
  body: TDepositRequest,
  origin = '',
): Promise<TDepositRecord> {
  const retry = await repo.findByRequestId(deps.db, memberId, body.requestId);
  if (retry) {
    assertSameDeposit(retry, body);
    if (retry.kind === 'gateway' && retry.status === 'awaiting_payment' && retry.payment_id === null) {
      // Stripe did not answer the first time: the same idempotency key asks again
      return openStripeCheckout(deps, retry, origin);
    }
    return toDepositRecord(retry, await channelName(deps, retry.channel_id));
  }
  const channel = await repo.findChannel(deps.db, body.channelId);
  if (!channel || !channel.enabled) {
    throw new AppError('NOT_FOUND', { fields: { channelId: 'NOT_FOUND' } });
  }
  if (body.amount < Number(channel.min_amount) || body.amount > Number(channel.max_amount)) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      fields: { amount: 'AMOUNT_OUT_OF_RANGE' },
      data: { min: Number(channel.min_amount), max: Number(channel.max_amount) },
    });
  }
  const stripe = channel.kind === 'gateway' && channel.adapter === 'stripe';
  if (channel.kind === 'gateway' && !stripe && !deps.config.SANDBOX_GATEWAY_ENABLED) {
    // the sandbox must never take real deposits
    throw new AppError('FEATURE_DISABLED');
  }
  let currency: string | null = null;
  if (stripe) {
    currency = (await memberWallet(deps.db, memberId)).currency;
    if (!(await repo.stripeChannelKeys(deps.db, channel.id)) || (channel.currency ?? currency) !== currency) {
      // no keys yet, or a channel charging another currency than the member's wallet holds
      throw new AppError('GATEWAY_NOT_CONFIGURED');
    }
  }
  if (channel.kind === 'bank_transfer' && !body.reference) {
    throw new AppError('VALIDATION_FAILED', { fields: { reference: 'required' } });
  }
  let paymentId: string | null = null;
  if (channel.kind === 'gateway' && !stripe) {
    // a refusal known now opens no checkout; the same checks below, under the lock, are the ones that hold
    await assertDepositDaily(deps.db, memberId, channel, body.amount);
    await assertDepositAllowed(deps.db, memberId, body.amount);
    const wallet = await memberWallet(deps.db, memberId);
    paymentId = (
      await gateway.createPayment({
        memberId,
        requestId: body.requestId,
        amount: body.amount,
        currency: wallet.currency,
      })
    ).paymentId;
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    // the member's wallet row lock: concurrent deposits are checked against the limits one at a time
    await lockMemberWallet(trx, memberId);
    const concurrent = await repo.findByRequestId(trx, memberId, body.requestId);
    if (concurrent) {
      return concurrent;
    }
    await assertDepositDaily(trx, memberId, channel, body.amount);
    // player protection refuses a deposit over the member's limits or during a time-out
    await assertDepositAllowed(trx, memberId, body.amount);
    return (await repo.insertDeposit(trx, {
      member_id: memberId,
      request_id: body.requestId,
      channel_id: channel.id,
      kind: channel.kind,
      amount: body.amount,
      reference: body.reference ?? null,
      status: channel.kind === 'gateway' ? 'awaiting_payment' : 'pending',
      payment_id: paymentId,
      currency,
    })) as TDepositRow;
  });
  assertSameDeposit(row, body);
  if (stripe && row.status === 'awaiting_payment' && row.payment_id === null) {
    // the Checkout Session names our deposit id, so it is opened once the row exists
    return openStripeCheckout(deps, row, origin);
  }
  return toDepositRecord(row, channel.name);
}

async function openStripeCheckout(deps: TCashierDeps, row: TDepositRow, origin: string) {
  const channel = (await repo.findChannel(deps.db, row.channel_id)) as TChannelRow;
  const keys = await repo.stripeChannelKeys(deps.db, row.channel_id);
  if (!keys || !row.currency) {
    throw new AppError('GATEWAY_NOT_CONFIGURED');
  }
  const session = await createCheckoutSession(stripeClient(keys.secretKey, deps.config.STRIPE_API_URL), {
    depositId: String(row.id),
    requestId: row.request_id,
    amount: Number(row.amount),
    currency: row.currency,
    origin,
    productName: channel.name,
    returnPath: DEPOSIT_RETURN_PATH,
  });
  const updated = (await repo.setCheckout(deps.db, row.id, session.sessionId, session.url)) as TDepositRow;
  return toDepositRecord(updated, channel.name);
}

/** A retried request must carry the parameters of the first one (Stripe's rule for idempotency keys). */
function assertSameDeposit(row: TDepositRow, body: TDepositRequest): void {
  if (
    Number(row.amount) !== body.amount ||
    row.channel_id !== body.channelId ||
    (row.reference ?? null) !== (body.reference ?? null)
  ) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
}

/**
 * Inside the caller's transaction: credits a deposit that is in one of `from`; undefined when it was
 * not (already handled). The caller tells the member after the commit.
 */
export async function creditDepositIn(
  trx: TLedgerDb,
  id: number,
  from: TDepositStatus[],
  operatorId: number | null,
  extra: { payment_intent?: string | null } = {},
) {
  const updated = await repo.transition(trx, id, from, {
    status: 'credited',
    credited_at: new Date(),
    reviewed_by: operatorId,
    ...extra,
  });
  if (!updated) {
    return undefined;
  }
  await postMemberMovement(trx, {
    idempotencyKey: `deposit:${updated.id}`,
    kind: 'deposit',
    memberId: updated.member_id,
    amount: Number(updated.amount),
    counterparty: 'cashier',
    description: updated.kind === 'gateway' ? 'Online deposit' : 'Bank transfer deposit',
    meta: { depositId: String(updated.id), channelId: updated.channel_id, operatorId },
  });
  return updated;
}

/** Credits a deposit that is in one of `from`; undefined when it was not (already handled). */
async function credit(deps: TCashierDeps, id: number, from: TDepositStatus[], operatorId: number | null) {
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await creditDepositIn(trx, id, from, operatorId);
    if (!updated) {
      return undefined;
    }
    return updated;
  });
  if (row) {
    await tellMember(deps, 'deposit_credited', row);
  }
  return row;
}

async function stateError(deps: TCashierDeps, id: number): Promise<AppError> {
  const current = await repo.findDeposit(deps.db, id);
  return current
    ? new AppError('DEPOSIT_STATE', { data: { status: current.status } })
    : new AppError('NOT_FOUND');
}

export async function confirmDeposit(
  deps: TCashierDeps,
  operatorId: number,
  id: number,
): Promise<TDepositRecord> {
  const row = await credit(deps, id, ['pending'], operatorId);
  if (!row) {
    throw await stateError(deps, id);
  }
  return toDepositRecord(row, await channelName(deps, row.channel_id));
}

export async function rejectDeposit(
  deps: TCashierDeps,
  operatorId: number,
  id: number,
  reason: string,
): Promise<TDepositRecord> {
  const row = await repo.transition(deps.db, id, ['pending'], {
    status: 'rejected',
    reason,
    reviewed_by: operatorId,
  });
  if (!row) {
    throw await stateError(deps, id);
  }
  await tellMember(deps, 'deposit_failed', row);
  return toDepositRecord(row, await channelName(deps, row.channel_id));
}

/** The member withdraws a deposit that has not been paid or confirmed yet. */
export async function cancelDeposit(
  deps: TCashierDeps,
  memberId: number,
  id: number,
): Promise<TDepositRecord> {
  const row = await repo.transition(
    deps.db,
    id,
    ['pending', 'awaiting_payment'],
    { status: 'cancelled' },
    memberId,
  );
  if (!row) {
    const current = await repo.findDeposit(deps.db, id);
    throw current && current.member_id === memberId
      ? new AppError('DEPOSIT_STATE', { data: { status: current.status } })
      : new AppError('NOT_FOUND');
  }
  return toDepositRecord(row, await channelName(deps, row.channel_id));
}

/** A provider callback: verified, then applied at most once; a replay answers the current status. */
export async function handleCallback(
  deps: TCashierDeps,
  gateway: TPaymentAdapter,
  body: Parameters<TPaymentAdapter['verifyCallback']>[0],
  nowSeconds: number,
): Promise<TDepositStatus> {
  const verified = await gateway.verifyCallback(body, nowSeconds);
  const deposit = verified ? await repo.findByPaymentId(deps.db, verified.paymentId) : undefined;
  if (
    !verified ||
    !deposit ||
    deposit.kind !== 'gateway' ||
    !deposit.payment_id?.startsWith('sbx_') ||
    Number(deposit.amount) !== verified.amount
  ) {
    throw new AppError('CALLBACK_INVALID');
  }
  if (verified.status === 'paid') {
    const row = await credit(deps, deposit.id, ['awaiting_payment'], null);
    if (row) {
      return row.status;
    }
  } else {
    const row = await repo.transition(deps.db, deposit.id, ['awaiting_payment'], {
      status: 'failed',
      reason: 'Payment failed at the gateway',
    });
    if (row) {
      await tellMember(deps, 'deposit_failed', row);
      return row.status;
    }
  }
  const current = (await repo.findDeposit(deps.db, deposit.id)) as TDepositRow;
  const expected = verified.status === 'paid' ? 'credited' : 'failed';
  if (current.status !== expected) {
    // e.g. paid after the member cancelled: needs an operator, never a silent credit
    throw new AppError('DEPOSIT_STATE', { data: { status: current.status } });
  }
  return current.status;
}
