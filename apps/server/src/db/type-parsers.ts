// How both drivers (node-postgres and PGlite) turn PostgreSQL's BIGINT and NUMERIC text into
// JavaScript values, so a query answers the same on either (decision 022):
// - BIGINT (int8, and int8[] element-wise) -> number. Money in minor units, ids and count(*) are
//   int8 and stay far below 2^53; a value outside the safe-integer range throws instead of being
//   rounded silently.
// - NUMERIC (and numeric[] element-wise) -> string, exact. `sum(bigint)` is NUMERIC: cast it back
//   with `::bigint` in SQL when a number is wanted.
// Without this, pg answered int8[] and numeric as strings and numeric[] as floats, PGlite numeric
// as the number the old hook asked for.

import pg, { type CustomTypesConfig } from 'pg';

export const INT8_OID = 20;
export const INT8_ARRAY_OID = 1016;
export const NUMERIC_OID = 1700;
export const NUMERIC_ARRAY_OID = 1231;

export function parseBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`BIGINT ${text} is outside the safe integer range of a JavaScript number`);
  }
  return value;
}

export function parseNumeric(text: string): string {
  return text;
}

export type TNested<T> = (T | null | TNested<T>)[];

/**
 * Array literal of a numeric element type (`{1,NULL,{2,3}}`): elements are never quoted, so a
 * split on braces and commas is exact.
 */
export function parseNumberArray<T>(text: string, element: (item: string) => T): TNested<T> {
  const open: TNested<T>[] = [];
  let result: TNested<T> = [];
  let item = '';
  const flush = () => {
    if (item !== '') {
      open.at(-1)?.push(item === 'NULL' ? null : element(item));
      item = '';
    }
  };
  // a dimension prefix such as `[0:1]=` may precede the braces
  for (const c of text.slice(text.indexOf('{'))) {
    if (c === '{') {
      const child: TNested<T> = [];
      open.at(-1)?.push(child);
      open.push(child);
    } else if (c === '}') {
      flush();
      const closed = open.pop();
      if (open.length === 0 && closed) {
        result = closed;
      }
    } else if (c === ',') {
      flush();
    } else {
      item += c;
    }
  }
  return result;
}

/** Parsers by type OID, in the shape PGlite's `parsers` option takes. */
export const TYPE_PARSERS: Record<number, (text: string) => unknown> = {
  [INT8_OID]: parseBigint,
  [INT8_ARRAY_OID]: (text) => parseNumberArray(text, parseBigint),
  [NUMERIC_OID]: parseNumeric,
  [NUMERIC_ARRAY_OID]: (text) => parseNumberArray(text, parseNumeric),
};

/** The same parsers for a node-postgres pool (`new pg.Pool({ types })`); other types keep pg's defaults. */
export const PG_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && TYPE_PARSERS[oid]
      ? TYPE_PARSERS[oid]
      : pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
