// The error texts load the contracts' error catalogue on the home route (decision 011's budget):
// the catalogue must stay plain data, importing nothing (errors.ts, with its zod schema, cost ~27 KB
// gzipped there).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@pavilion/contracts/error-catalogue';
import * as errors from '@pavilion/contracts/errors';

const catalogue = path.join(import.meta.dirname, '../../../../../packages/contracts/src/error-catalogue.ts');

describe('error catalogue on the home route', () => {
  it('imports nothing', () => {
    expect(readFileSync(catalogue, 'utf8')).not.toMatch(/^\s*import\s/m);
  });

  it('is what errors.ts re-exports for the server', () => {
    expect(errors.ERROR_CATALOGUE).toBe(ERROR_CATALOGUE);
  });

  it('is what the error texts read, not errors.ts', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'error-text.ts'), 'utf8');
    expect(source).not.toMatch(/contracts\/errors'/);
  });
});
