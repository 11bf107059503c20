// The README's test command (`npm test`, decision 078): every tier of the suite in the least wall time
// two cores allow. The end-to-end shards spend most of their time waiting on the browser and on the
// server's clock (draws, settlements, scheduled rounds), so they run from the start beside the other
// tiers, which run one after the other: lint with typecheck, unit, integration on PGlite, then the
// extra tiers in the order given: `--also <npm script>` runs next in that chain, `--beside <npm
// script>` starts at that point beside the chain (CI runs the cluster test, which mostly waits on its
// hosts, beside the PostgreSQL tier). Each tier's lines are prefixed with its name; the summary at the
// end lists each tier's result and time, and the exit code is non-zero if any tier failed.
import { spawn } from 'node:child_process';

/** The extra tiers in order: `also` runs in the chain, `beside` starts beside it. */
const extra = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  if ((args[i] === '--also' || args[i] === '--beside') && args[i + 1]) {
    extra.push({ script: args[i + 1], beside: args[i] === '--beside' });
    i += 1;
  } else {
    console.error(
      `unknown argument ${args[i]}; usage: node scripts/test-all.mjs [--also <npm script> | --beside <npm script>]...`,
    );
    process.exit(2);
  }
}

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const results = [];

/** Runs a command with its lines prefixed by `label`; resolves with its exit code. */
function run(label, command, commandArgs) {
  return new Promise((resolve) => {
    const begun = Date.now();
    console.log(`== [${elapsed()}] ${label}: starts`);
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          process.stdout.write(`[${label}] ${line}\n`);
        }
      });
      stream.on('end', () => rest && process.stdout.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - begun) / 1000);
      results.push({ label, code: code ?? 1, seconds });
      console.log(
        `== [${elapsed()}] ${label}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s`,
      );
      resolve(code ?? 1);
    });
  });
}

const npm = (label, script, extra = []) => run(label, 'npm', ['run', '--silent', script, ...extra]);

// the end-to-end tier needs the build; the other tiers do not wait for it
const build = await npm('build', 'build');
const e2e = build === 0 ? npm('e2e', 'test', ['-w', '@pavilion/e2e']) : Promise.resolve(1);

await run('lint+typecheck', 'node', ['scripts/run-together.mjs', 'lint', 'typecheck']);
await npm('unit', 'test:unit');
await npm('integration', 'test:integration');
const besides = [];
for (const { script, beside } of extra) {
  if (beside) {
    besides.push(npm(script, script));
  } else {
    await npm(script, script);
  }
}
await Promise.all(besides);
if (build !== 0) {
  results.push({ label: 'e2e', code: 1, seconds: 0 });
}
await e2e;

console.log(`\n== test tiers (${elapsed()} in all):`);
for (const r of results) {
  console.log(`  ${r.code === 0 ? 'passed' : 'FAILED'}  ${String(r.seconds).padStart(5)} s  ${r.label}`);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
