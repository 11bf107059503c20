// The loud start-up banner of the embedded demo (decision 017): main.ts prints it whenever a
// surface that is open to anyone is on, and names the production command that refuses them.
import type { TConfig } from './config.ts';

/** The loud start-up banner of the embedded demo: what is open to anyone, and the production command. */
export function demoWarnings(
  config: Pick<TConfig, 'EXPOSE_OUTBOX' | 'SANDBOX_GATEWAY_ENABLED' | 'SEED_DEMO'>,
): string | null {
  const open = [
    config.EXPOSE_OUTBOX
      ? 'the demo outbox is ON: anyone can read the SMS codes and e-mails of any number at /api/dev/outbox'
      : null,
    config.SANDBOX_GATEWAY_ENABLED ? 'the sandbox payment gateway is ON: anyone can "pay" a deposit' : null,
    config.SEED_DEMO ? 'demo accounts with published passwords are seeded' : null,
  ].filter((line): line is string => line !== null);
  if (open.length === 0) {
    return null;
  }
  const rule = '!'.repeat(100);
  return [
    '',
    rule,
    '!! DEMO MODE: NOT FOR REAL MONEY OR REAL MEMBERS',
    ...open.map((line) => `!!   - ${line}`),
    '!! For production: npm run start:prod (DEPLOYMENT=production refuses all of these)',
    rule,
    '',
  ].join('\n');
}
