import { describe, expect, it } from 'vitest';
import { agentErrorText, type TTranslate } from './error-text';

const bundle: Record<string, string> = {
  'errors.NON_AGENT_LOGIN': 'Non-agents cannot log in',
  'errors.ACCOUNT_LOCKED': 'Locked.',
  'errors.retryAfter': '{{message}} Try again in {{wait}}.',
  'time.minutes': '{{n}} min',
  'time.seconds': '{{n}} s',
};
const t: TTranslate = (key, o = {}) =>
  (bundle[key] ?? (o.defaultValue as string | undefined) ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) =>
    String(o[n]),
  );

describe('agentErrorText', () => {
  it('translates by code', () => {
    expect(agentErrorText(t, { code: 'NON_AGENT_LOGIN', message: 'x' })).toBe('Non-agents cannot log in');
  });
  it('adds the lockout wait', () => {
    expect(agentErrorText(t, { code: 'ACCOUNT_LOCKED', message: 'x', retryAfterSeconds: 61 })).toBe(
      'Locked. Try again in 2 min.',
    );
  });
  it('falls back to the server message', () => {
    expect(agentErrorText(t, { code: 'OTHER', message: 'Server text' })).toBe('Server text');
  });
});
