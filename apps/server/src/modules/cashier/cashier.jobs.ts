// Background work of the cashier: every minute, payouts the member did not confirm within
// WITHDRAWAL_AUTO_RECEIVE_MINUTES become auto_received. The job is one guarded UPDATE, so running it
// on several instances at once (or twice) changes nothing more than running it once.
import type { FastifyInstance } from 'fastify';
import { loadCashierConfig } from './cashier.deps.ts';
import { autoReceiveWithdrawals } from './withdrawals.service.ts';

export { autoReceiveWithdrawals };

const JOB_INTERVAL_MS = 60_000;

/**
 * Starts the cashier timers (main.ts calls it). Before ready() they stop with the app; after it, call the
 * returned function on shutdown (the timer is unref'd, so it never keeps the process alive).
 */
export function startCashierJobs(app: FastifyInstance, intervalMs = JOB_INTERVAL_MS): () => void {
  const { WITHDRAWAL_AUTO_RECEIVE_MINUTES: minutes } = loadCashierConfig();
  let running = false;
  const tick = async () => {
    if (running) {
      return;
    }
    running = true;
    try {
      const marked = await autoReceiveWithdrawals(app.db, new Date(), minutes);
      if (marked > 0) {
        app.log.info({ marked }, 'withdrawals auto-received');
      }
    } catch (error) {
      app.log.error({ err: error }, 'cashier auto-receive failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  try {
    app.addHook('onClose', async () => stop());
  } catch {
    // started after ready(): hooks are closed, the caller stops the timer with the returned function
  }
  return stop;
}
