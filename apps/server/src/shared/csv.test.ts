// The one CSV writer: quoting, line breaks, formula injection, numbers left as numbers.
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvLine } from './csv.ts';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(0)).toBe('0');
  });

  it("prefixes text that a spreadsheet would run as a formula with '", () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('leaves plain numbers as numbers, negative ones too', () => {
    expect(csvField(-250)).toBe('-250');
    expect(csvField('-2.50')).toBe('-2.50');
    expect(csvField('1234.56')).toBe('1234.56');
    expect(csvField('-1e5')).toBe("'-1e5");
  });

  it('writes CRLF lines; Chinese and Khmer pass as UTF-8 after the BOM', () => {
    expect(csvLine(['会员', 'សមាជិក', 1, null])).toBe('会员,សមាជិក,1,\r\n');
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
