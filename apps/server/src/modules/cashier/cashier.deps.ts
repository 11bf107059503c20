// What every cashier service needs: the database, the RSA key ring (fund passwords arrive
// encrypted), the cashier's settings (from config.ts) and the hook points the lead wires to notifications and player protection.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import type { TKeyRing } from '@/modules/crypto/rsa-keys.service.ts';

/** The cashier's settings, parsed with the rest of the environment in config.ts. */
export type TCashierConfig = Pick<
  TConfig,
  | 'WITHDRAWAL_AUTO_RECEIVE_MINUTES'
  | 'WITHDRAWAL_AUTO_RECEIVE_CRON'
  | 'WITHDRAWAL_MIN_AMOUNT'
  | 'WITHDRAWAL_MAX_AMOUNT'
  | 'SANDBOX_GATEWAY_SECRET'
  | 'SANDBOX_GATEWAY_ENABLED'
>;

/**
 * Hook points for other modules (notifications, player protection). Every event fires after the
 * database commit; a throwing listener is logged by the caller's error path, never undoes money.
 * `beforeDeposit` runs before a deposit is recorded and may throw an AppError to refuse it.
 */
export type TCashierEvents = {
  beforeDeposit: (memberId: number, amount: number) => Promise<void> | void;
  onDepositCredited: (memberId: number, depositId: string, amount: number) => Promise<void> | void;
  /** `reason`: the operator's (rejected) or the gateway's (failed) words, shown to the member */
  onDepositFailed: (memberId: number, depositId: string, amount: number, status: 'rejected' | 'failed', reason: string | null) => Promise<void> | void;
  onWithdrawalApproved: (memberId: number, withdrawalId: string, amount: number) => Promise<void> | void;
  onWithdrawalRejected: (memberId: number, withdrawalId: string, amount: number, reason: string | null) => Promise<void> | void;
};

const NO_EVENTS: TCashierEvents = {
  beforeDeposit: () => {},
  onDepositCredited: () => {},
  onDepositFailed: () => {},
  onWithdrawalApproved: () => {},
  onWithdrawalRejected: () => {},
};

export type TCashierDeps = { db: TDb; keys: TKeyRing; config: TCashierConfig; events: TCashierEvents };

// Listeners per database handle: route plugins are encapsulated, the db object is shared by all.
const registered = new WeakMap<object, Partial<TCashierEvents>>();

/** The lead wires notifications and protection here once, after buildApp: setCashierEvents(app.db, {...}). */
export function setCashierEvents(db: TDb, events: Partial<TCashierEvents>): void {
  registered.set(db, { ...registered.get(db), ...events });
}

export function cashierDeps(
  app: { db: TDb; keys: TKeyRing; config: TCashierConfig },
  config: TCashierConfig = app.config,
): TCashierDeps {
  // looked up at call time, so listeners registered after the routes still apply
  const current = <K extends keyof TCashierEvents>(name: K): TCashierEvents[K] =>
    (registered.get(app.db)?.[name] ?? NO_EVENTS[name]) as TCashierEvents[K];
  const events: TCashierEvents = {
    beforeDeposit: (...a) => current('beforeDeposit')(...a),
    onDepositCredited: (...a) => current('onDepositCredited')(...a),
    onDepositFailed: (...a) => current('onDepositFailed')(...a),
    onWithdrawalApproved: (...a) => current('onWithdrawalApproved')(...a),
    onWithdrawalRejected: (...a) => current('onWithdrawalRejected')(...a),
  };
  return { db: app.db, keys: app.keys, config, events };
}

/** Fires an after-commit event; a failing listener must not turn a committed operation into an error. */
export async function emit(run: () => Promise<void> | void, log?: (e: unknown) => void): Promise<void> {
  try {
    await run();
  } catch (error) {
    log?.(error);
  }
}
