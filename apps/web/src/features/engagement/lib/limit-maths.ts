// Deposit-limit arithmetic for the form: the typed amount (major units, at most two decimals) as
// integer minor units without floating-point, whether a change applies at once or after 24 hours
// (the server's rule: lower is immediate, higher or removed waits), and how much of a window is used.

/** "1,234.5" → 123450; null for empty; undefined for text that is not an amount. */
export function parseMajorAmount(text: string): number | null | undefined {
  const clean = text.replaceAll(',', '').trim();
  if (clean === '') {
    return null;
  }
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) {
    return undefined;
  }
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** Minor units as the form shows them: 123450 → "1234.50"; null → "". */
export function minorToInput(minor: number | null): string {
  if (minor === null) {
    return '';
  }
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export type TLimitChange = 'none' | 'immediate' | 'delayed';

/** null means no limit, which is higher than any amount. */
export function limitChangeKind(current: number | null, requested: number | null): TLimitChange {
  if (current === requested) {
    return 'none';
  }
  if (requested !== null && (current === null || requested < current)) {
    return 'immediate';
  }
  return 'delayed';
}

/** Share of the limit already used, 0–100 (whole percent, capped); null without a limit. */
export function usedPercent(used: number, limit: number | null): number | null {
  if (limit === null || limit <= 0) {
    return null;
  }
  return Math.min(100, Math.floor((used * 100) / limit));
}
