// Runs npm scripts at once (`node scripts/run-together.mjs lint typecheck`): each one's output is held
// and printed whole when it ends, so two logs never interleave; exits non-zero if any of them failed.
// The test command checks its independent static tiers this way (decision 041 addendum).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n== npm run ${name}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(out));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(names.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
