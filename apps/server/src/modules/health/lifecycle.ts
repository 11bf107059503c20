// The instance's lifecycle as the readiness probe reports it: whether its scheduled-job worker is
// running (main.ts starts it after the listener) and whether it is draining (SIGTERM: the balancer must
// stop sending new requests before the listener closes). One object per app, decorated as
// `app.lifecycle`; main.ts moves it, tests set it.
export type TJobsState = 'off' | 'starting' | 'running' | 'stopped';

export type TLifecycle = {
  jobs: TJobsState;
  draining: boolean;
};

/** An app runs no jobs until its runner says so (main.ts); tests' apps stay 'off'. */
export function createLifecycle(): TLifecycle {
  return { jobs: 'off', draining: false };
}
