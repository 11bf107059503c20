// Summaries of a V8 .cpuprofile (node --cpu-prof) for the benches: self time per frame and per package
// over the load window, as markdown tables for bench/profiles/.
export type TNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
export type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[] };

export const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

function packageOf(url: string): string {
  if (!url) {
    return '(native / VM)';
  }
  const dep = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (dep) {
    return dep[1]!;
  }
  if (url.startsWith('node:')) {
    return url.startsWith('node:internal') ? 'node:internal' : url;
  }
  const app = /\/apps\/server\/src\/(.*)$/.exec(url);
  return app ? `app: ${app[1]!.split('/').slice(0, 2).join('/')}` : url;
}

function frameName(node: TNode): string {
  const f = node.callFrame;
  const where = f.url
    ? ` ${f.url.replace(/^.*node_modules\//, '').replace(/^.*\/apps\/server\/src\//, '@/')}:${f.lineNumber + 1}`
    : '';
  return `${f.functionName || '(anonymous)'}${where}`;
}

/** Self time per frame and per package over the last `seconds` of the profile (the load window). */
export function summariseCpu(profile: TProfile, seconds: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times: number[] = [];
  let t = 0;
  for (const d of profile.timeDeltas) {
    t += d;
    times.push(t);
  }
  // The server stops a few ms after the load ends: the window is the load's length before that.
  const windowEnd = t - 200_000;
  const windowStart = windowEnd - seconds * 1_000_000;
  const self = new Map<string, number>();
  const packages = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    if (times[i]! < windowStart || times[i]! > windowEnd) {
      return;
    }
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(id)!;
    total += dt;
    self.set(frameName(node), (self.get(frameName(node)) ?? 0) + dt);
    const pkg = node.callFrame.url
      ? packageOf(node.callFrame.url)
      : `(native) ${node.callFrame.functionName}`;
    packages.set(pkg, (packages.get(pkg) ?? 0) + dt);
  });
  const table = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `| ${pct(v, total)} | \`${k}\` |`)
      .join('\n');
  return [
    `Load window: ${(total / 1e6).toFixed(1)} s of the server's main thread.`,
    '',
    '| self | package |',
    '| ---: | --- |',
    table(packages, 20),
    '',
    '| self | frame |',
    '| ---: | --- |',
    table(self, 30),
  ].join('\n');
}
