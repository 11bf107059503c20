// The normalised form function definitions are compared in (decision 060), and the committed files
// being in it.
import { describe, expect, it } from 'vitest';
import { loadFunctionFiles } from './function-files.ts';
import {
  functionFileHeader,
  normaliseFunctionSql,
  renderFunctionFile,
  sameFunctionSql,
} from './function-sql.ts';

const DEF =
  'CREATE OR REPLACE FUNCTION public.f(p bigint)\n RETURNS bigint\n LANGUAGE sql\nAS $function$\n  select p\n$function$';

describe('normaliseFunctionSql', () => {
  it('drops CR, trailing blanks, leading comments and blank lines at both ends', () => {
    const messy = `-- a header\r\n\r\n--another\n${DEF.replace(/\n/g, '  \r\n')};\t\n\n\n`;
    expect(normaliseFunctionSql(messy)).toBe(`${DEF};\n`);
  });

  it('is idempotent and keeps what is inside the statement', () => {
    const text = `${DEF};\n\n-- between overloads\n${DEF};\n`;
    expect(normaliseFunctionSql(normaliseFunctionSql(text))).toBe(normaliseFunctionSql(text));
    expect(normaliseFunctionSql(text)).toContain('\n  select p\n');
    expect(normaliseFunctionSql(text)).toContain('\n\n-- between overloads\n');
  });

  it('gives nothing for a text of comments only', () => {
    expect(normaliseFunctionSql('-- nothing\n\n')).toBe('');
  });
});

describe('sameFunctionSql', () => {
  it('ignores the header and line-end blanks, not a change of body or indentation', () => {
    expect(sameFunctionSql(renderFunctionFile('f', [DEF]), `${DEF};`)).toBe(true);
    expect(sameFunctionSql(`${DEF};`, `${DEF.replace('select p', 'select p + 1')};`)).toBe(false);
    expect(sameFunctionSql(`${DEF};`, `${DEF.replace('  select p', '    select p')};`)).toBe(false);
    expect(sameFunctionSql(`${DEF};`, DEF)).toBe(false);
  });
});

describe('renderFunctionFile', () => {
  it('writes the header, then each overload as one statement, a blank line apart', () => {
    const text = renderFunctionFile('f', [`${DEF}\n`, DEF.replace('p bigint', 'p text')]);
    expect(text.startsWith(functionFileHeader('f'))).toBe(true);
    expect(text.slice(functionFileHeader('f').length)).toBe(
      `${DEF};\n\n${DEF.replace('p bigint', 'p text')};\n`,
    );
  });
});

describe('the committed function files', () => {
  it('are each in the rendered form: header, normalised statements', () => {
    const files = loadFunctionFiles();
    expect(files.size).toBeGreaterThan(20);
    for (const [name, text] of files) {
      expect(text, `${name}.sql`).toBe(functionFileHeader(name) + normaliseFunctionSql(text));
      expect(text, `${name}.sql`).toMatch(
        new RegExp(`^CREATE OR REPLACE (FUNCTION|AGGREGATE) public\\.${name}\\(`, 'm'),
      );
    }
  });
});
