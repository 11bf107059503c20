// TNarrow refuses a narrowing that does not fit the generated column: these lines must not
// typecheck (`npm run typecheck` fails on an unused @ts-expect-error).
import { describe, expect, it } from 'vitest';
import type * as S from './schema.generated.ts';
import type { TNarrow } from './tables-narrow.ts';

// @ts-expect-error a column the table does not have
export type TMissingColumn = TNarrow<S.Captchas, { hint: string }>;
// @ts-expect-error text read as a number
export type TWrongType = TNarrow<S.Captchas, { answer: number }>;
// @ts-expect-error a required column made optional on insert
export type TOptionalRequired = TNarrow<S.Captchas, { answer: import('kysely').Generated<string> }>;
export type TFits = TNarrow<S.Sessions, { kind: 'member' | 'trial' | 'operator' }>;

describe('TNarrow', () => {
  it('keeps the generated columns it does not narrow', () => {
    const row: TFits['kind'] = 'trial';
    expect(row).toBe('trial');
  });
});
