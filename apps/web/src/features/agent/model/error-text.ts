// Server error codes → text in the agent namespace, with the wait the server gave for lockouts.
export type TTranslate = (key: string, options?: Record<string, unknown>) => string;

export function agentErrorText(
  t: TTranslate,
  error: { code: string; message: string; retryAfterSeconds?: number | undefined },
): string {
  const text = t(`errors.${error.code}`, { defaultValue: error.message || t('errors.UNKNOWN_ERROR') });
  const wait = error.retryAfterSeconds;
  if (!wait || wait <= 0 || (error.code !== 'ACCOUNT_LOCKED' && error.code !== 'RATE_LIMITED')) {
    return text;
  }
  const waitText =
    wait < 60 ? t('time.seconds', { n: wait }) : t('time.minutes', { n: Math.ceil(wait / 60) });
  return t('errors.retryAfter', { message: text, wait: waitText });
}
