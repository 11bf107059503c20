// Graceful drain (issue 27): readiness turns 503 at once, so the balancer stops sending new requests;
// after `delaySeconds` the listener closes (in-flight requests finish; SSE streams are ended by their
// modules' preClose hooks and their clients reconnect to another instance), the job worker stops
// after its current unit, the database and Redis are let go, and `exit(0)`. Whatever still hangs after
// `timeoutSeconds` is cut with `exit(1)`.
import type { FastifyInstance } from 'fastify';

export type TDrainDeps = {
  app: FastifyInstance;
  jobs: { stop: () => Promise<void> } | null;
  release: () => Promise<void>;
  delaySeconds: number;
  timeoutSeconds: number;
  exit: (code: number) => void;
};

export function drainer(deps: TDrainDeps): (signal: string) => Promise<void> {
  let draining: Promise<void> | null = null;
  const run = async (signal: string) => {
    const { app } = deps;
    app.log.info({ signal }, 'draining');
    app.lifecycle.draining = true;
    const cut = setTimeout(() => {
      app.log.error('drain timed out; exiting');
      deps.exit(1);
    }, deps.timeoutSeconds * 1000);
    cut.unref();
    await new Promise((resolve) => setTimeout(resolve, deps.delaySeconds * 1000));
    await app.close();
    if (deps.jobs) {
      await deps.jobs.stop();
      app.lifecycle.jobs = 'stopped';
    }
    await deps.release();
    clearTimeout(cut);
    deps.exit(0);
  };
  return (signal) => (draining ??= run(signal));
}
