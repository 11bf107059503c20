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

/** What a production start says about its proxy setting (client addresses feed rate limits, audit, regions). */
export function productionNotes(config: Pick<TConfig, 'DEPLOYMENT' | 'TRUST_PROXY'>): string | null {
  if (config.DEPLOYMENT !== 'production' || config.TRUST_PROXY) {
    return null;
  }
  return (
    'TRUST_PROXY is false: every request is taken to come from the address that connected. Behind a ' +
    'balancer or proxy set TRUST_PROXY=true (and let only the balancer reach this port), or every player ' +
    'shares its address in rate limits, the audit log and region rules.'
  );
}
