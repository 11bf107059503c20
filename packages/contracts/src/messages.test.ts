// Feedback rules of spec §3, §5 and §9 (types, 20-200 trimmed characters, the missing-fields
// warning) and the message read request, as properties over generated input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPES,
  ZFeedbackContentSchema,
  ZFeedbackRequestSchema,
  ZMessageReadRequestSchema,
  ZMessageSendSchema,
  missingFeedbackFields,
} from './messages.ts';

describe('feedback description (spec §5: 20-200 characters, trimmed)', () => {
  it('accepts exactly the trimmed lengths 20..200 and returns the trimmed text', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 260 }),
        fc.string({ unit: fc.constantFrom(' ', '\n', '\t'), maxLength: 5 }),
        (core, pad) => {
          const input = `${pad}${core}${pad}`;
          const parsed = ZFeedbackContentSchema.safeParse(input);
          const trimmed = input.trim();
          const ok = trimmed.length >= FEEDBACK_MIN_LENGTH && trimmed.length <= FEEDBACK_MAX_LENGTH;
          expect(parsed.success).toBe(ok);
          if (parsed.success) {
            expect(parsed.data).toBe(trimmed);
          }
        },
      ),
    );
  });
  it('counts spaces-only padding as nothing', () => {
    expect(ZFeedbackContentSchema.safeParse(`${' '.repeat(30)}abc`).success).toBe(false);
    expect(ZFeedbackContentSchema.safeParse('a'.repeat(20)).success).toBe(true);
    expect(ZFeedbackContentSchema.safeParse('a'.repeat(201)).success).toBe(false);
  });
});

describe('feedback types (spec §3: 1, 2, 3, 4, 6, 0)', () => {
  it('accepts the six types and refuses every other integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (type) => {
        const parsed = ZFeedbackRequestSchema.safeParse({ type, content: 'x'.repeat(25), captcha: '1234' });
        expect(parsed.success).toBe((FEEDBACK_TYPES as readonly number[]).includes(type));
      }),
    );
  });
});

describe('missing-fields warning (spec §5)', () => {
  it('lists the empty fields in form order', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...FEEDBACK_TYPES), { nil: null }),
        fc.oneof(fc.constant(''), fc.constant('   '), fc.string()),
        fc.option(fc.oneof(fc.constant(''), fc.string()), { nil: null }),
        (type, content, captcha) => {
          const expected = [
            ...(type === null ? ['type'] : []),
            ...(content.trim() === '' ? ['content'] : []),
            ...(captcha !== null && captcha.trim() === '' ? ['captcha'] : []),
          ];
          expect(missingFeedbackFields({ type, content, captcha })).toEqual(expected);
        },
      ),
    );
  });
});

describe('message requests', () => {
  it('reads by 1..100 ids or all, nothing else', () => {
    expect(ZMessageReadRequestSchema.safeParse({ all: true }).success).toBe(true);
    expect(ZMessageReadRequestSchema.safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(ZMessageReadRequestSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(ZMessageReadRequestSchema.safeParse({ all: false }).success).toBe(false);
    expect(ZMessageReadRequestSchema.safeParse({ ids: [1], all: true }).success).toBe(false);
  });
  it('sends to everyone, a member or an agent tree', () => {
    const base = { title: 'T', content: 'C' };
    expect(ZMessageSendSchema.safeParse({ ...base, audience: { kind: 'all' } }).success).toBe(true);
    expect(
      ZMessageSendSchema.safeParse({ ...base, audience: { kind: 'member', account: 'p' } }).success,
    ).toBe(true);
    expect(
      ZMessageSendSchema.safeParse({ ...base, audience: { kind: 'agentTree', agentAccount: 'a' } }).success,
    ).toBe(true);
    expect(ZMessageSendSchema.safeParse({ ...base, audience: { kind: 'vip' } }).success).toBe(false);
    expect(ZMessageSendSchema.safeParse({ ...base, audience: { kind: 'member' } }).success).toBe(false);
  });
});
