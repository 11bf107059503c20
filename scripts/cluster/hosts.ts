// The cluster's hosts on one machine (issue 27 item 7, decision 067): each host is a network namespace
// with its own address on a bridge in the root namespace, joined by a veth pair; the test driver runs
// in the root namespace (10.231.7.1). Cutting a host's link is taking its bridge-side veth down.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export const SUBNET = '10.231.7';
export const BRIDGE = 'pvc-br0';
export const DRIVER_IP = `${SUBNET}.1`;

export type THost = { name: string; ns: string; ip: string; veth: string };

const host = (name: string, last: number): THost => ({
  name,
  ns: `pvc-${name}`,
  ip: `${SUBNET}.${last}`,
  veth: `pvh-${name}`,
});

export const HOSTS = {
  lb: host('lb', 10),
  app1: host('app1', 11),
  app2: host('app2', 12),
  app3: host('app3', 13),
  pg1: host('pg1', 21),
  pg2: host('pg2', 22),
  redis: host('redis', 31),
} as const;

export function run(cmd: string, args: string[], opts: { quiet?: boolean } = {}): string {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if (opts.quiet) {
      return '';
    }
    const e = error as { stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')}: ${e.stderr?.trim() || e.message}`, { cause: error });
  }
}

/** Removes what an earlier (interrupted) run left: namespaces and the bridge. */
export function teardownNetwork(): void {
  for (const h of Object.values(HOSTS)) {
    run('ip', ['netns', 'pids', h.ns], { quiet: true })
      .split('\n')
      .filter(Boolean)
      .forEach((pid) => run('kill', ['-9', pid], { quiet: true }));
    run('ip', ['netns', 'delete', h.ns], { quiet: true });
    run('ip', ['link', 'delete', h.veth], { quiet: true });
  }
  run('ip', ['link', 'delete', BRIDGE], { quiet: true });
}

export function buildNetwork(): void {
  teardownNetwork();
  run('ip', ['link', 'add', BRIDGE, 'type', 'bridge']);
  run('ip', ['addr', 'add', `${DRIVER_IP}/24`, 'dev', BRIDGE]);
  run('ip', ['link', 'set', BRIDGE, 'up']);
  for (const h of Object.values(HOSTS)) {
    const inner = `pvn-${h.name}`;
    run('ip', ['netns', 'add', h.ns]);
    run('ip', ['link', 'add', h.veth, 'type', 'veth', 'peer', 'name', inner]);
    run('ip', ['link', 'set', inner, 'netns', h.ns]);
    run('ip', ['link', 'set', h.veth, 'master', BRIDGE]);
    run('ip', ['link', 'set', h.veth, 'up']);
    const inNs = (...args: string[]) => run('ip', ['netns', 'exec', h.ns, 'ip', ...args]);
    inNs('link', 'set', 'lo', 'up');
    inNs('addr', 'add', `${h.ip}/24`, 'dev', inner);
    inNs('link', 'set', inner, 'up');
    inNs('route', 'add', 'default', 'via', DRIVER_IP);
  }
}

/** Takes a host off the network (its link down) or puts it back. */
export function setLink(h: THost, up: boolean): void {
  run('ip', ['link', 'set', h.veth, up ? 'up' : 'down']);
  if (up) {
    // a re-enabled bridge port may forward only after the bridge relearns it; no STP on this bridge
    run('ip', ['link', 'set', h.veth, 'master', BRIDGE]);
  }
}

export type TProcess = { name: string; child: ChildProcess; exited: Promise<number | null> };

/** Starts `cmd` inside host `h`'s namespace (as `user` when given), its output in `log`. */
export function startIn(
  h: THost,
  name: string,
  cmd: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string; user?: string; log: string },
): TProcess {
  const argv = ['netns', 'exec', h.ns, ...(opts.user ? ['runuser', '-u', opts.user, '--'] : []), ...cmd];
  const child = spawn('ip', argv, {
    env: { ...process.env, ...opts.env },
    cwd: opts.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(opts.log, { flags: 'a' });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, exited };
}
