import { describe, expect, it } from 'vitest';
import { collapseRange } from './pattern-text';

const words = { atLeast: (n: number) => `at least ${n}`, atMost: (n: number) => `at most ${n}` };
const en = 'Digits only, {{min}} - {{max}} digits';
const zh = '只能输入数字，{{min}} - {{max}} 位';

describe('collapseRange', () => {
  it('fills both bounds', () => {
    expect(collapseRange(en, 6, 15, words)).toBe('Digits only, 6 - 15 digits');
  });
  it('collapses equal bounds to one number (spec §5)', () => {
    expect(collapseRange(en, 6, 6, words)).toBe('Digits only, 6 digits');
    expect(collapseRange(zh, 6, 6, words)).toBe('只能输入数字，6 位');
  });
  it('words a single bound', () => {
    expect(collapseRange(en, 4, null, words)).toBe('Digits only, at least 4 digits');
    expect(collapseRange(en, 0, 9, words)).toBe('Digits only, at most 9 digits');
  });
  it('drops the range phrase and its separator without bounds', () => {
    expect(collapseRange(en, null, null, words)).toBe('Digits only');
    expect(collapseRange(zh, undefined, undefined, words)).toBe('只能输入数字');
  });
  it('leaves templates without a range alone', () => {
    expect(collapseRange('Date as yyyy-MM-dd or MM-dd-yyyy', 1, 2, words)).toBe(
      'Date as yyyy-MM-dd or MM-dd-yyyy',
    );
  });
});
