import { describe, expect, it } from 'vitest';
import { parseBigint, parseNumberArray, parseNumeric } from './type-parsers.ts';

describe('type parsers', () => {
  it('reads BIGINT text as a safe integer and refuses one past 2^53', () => {
    expect(parseBigint('-42')).toBe(-42);
    expect(parseBigint('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => parseBigint('9007199254740992')).toThrow(RangeError);
  });

  it('keeps NUMERIC text exact', () => {
    expect(parseNumeric('0.10000000000000000001')).toBe('0.10000000000000000001');
  });

  it('parses numeric array literals, nested, with NULLs and a dimension prefix', () => {
    expect(parseNumberArray('{}', parseBigint)).toEqual([]);
    expect(parseNumberArray('{1,NULL,-3}', parseBigint)).toEqual([1, null, -3]);
    expect(parseNumberArray('{{1,2},{3,4}}', parseBigint)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(parseNumberArray('[0:1]={1.5,2}', parseNumeric)).toEqual(['1.5', '2']);
  });
});
