// Reads zod (v4) schemas for the reply tests: findTransforms lists the one-way transforms in a
// schema (a reply schema must have none: fastify-type-provider-zod serialises by z.encode, which
// throws on a transform, after the commit), and sampleOf builds one valid value of a schema, so a
// test can serialise a reply of every route. Only the schema kinds replies use are sampled; a
// value the sampler cannot make is reported as such, never guessed.
import { z } from 'zod';

type TDef = { type: string; [key: string]: unknown };
type TAny = z.core.$ZodType;

const defOf = (schema: TAny): TDef => schema._zod.def as unknown as TDef;

/** The schemas directly inside a schema (lazy ones resolved). */
function childrenOf(schema: TAny): TAny[] {
  const def = defOf(schema);
  const d = def as Record<string, unknown>;
  switch (def.type) {
    case 'object':
      return [...Object.values(d.shape as Record<string, TAny>), ...(d.catchall ? [d.catchall as TAny] : [])];
    case 'array':
    case 'set':
      return [d.element ?? d.valueType].filter(Boolean) as TAny[];
    case 'union':
      return d.options as TAny[];
    case 'intersection':
      return [d.left as TAny, d.right as TAny];
    case 'tuple':
      return [...(d.items as TAny[]), ...(d.rest ? [d.rest as TAny] : [])];
    case 'record':
    case 'map':
      return [d.keyType as TAny, d.valueType as TAny];
    case 'pipe':
      return [d.in as TAny, d.out as TAny];
    case 'lazy':
      return [(d.getter as () => TAny)()];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
    case 'promise':
      return [d.innerType as TAny];
    default:
      return [];
  }
}

/** Paths (`.field[].other`) of every one-way transform inside a schema. */
export function findTransforms(schema: TAny, path = '', enclosing = new Set<TAny>()): string[] {
  // a recursive (lazy) schema is walked once along a path; a schema shared by two fields, twice
  if (enclosing.has(schema)) {
    return [];
  }
  const def = defOf(schema);
  if (def.type === 'transform') {
    return [path || '(root)'];
  }
  enclosing.add(schema);
  const d = def as Record<string, unknown>;
  const suffix = def.type === 'array' ? '[]' : def.type === 'union' ? '|' : '';
  const found =
    def.type === 'object'
      ? Object.entries(d.shape as Record<string, TAny>).flatMap(([key, child]) =>
          findTransforms(child, `${path}.${key}`, enclosing),
        )
      : childrenOf(schema).flatMap((child) => findTransforms(child, path + suffix, enclosing));
  enclosing.delete(schema);
  return found;
}

export class UnsampleableError extends Error {}

type TBag = {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  length?: number;
  format?: string;
  multipleOf?: number;
};
/** A schema's bounds, read from its checks (zod fills `_zod.bag` only once it has parsed). */
function bagOf(schema: TAny): TBag {
  const def = defOf(schema) as TDef & { checks?: TAny[] };
  const checks = [...(def.check ? [def] : []), ...(def.checks ?? []).map((c) => defOf(c))];
  const bag: TBag = {};
  for (const c of checks as Record<string, unknown>[]) {
    const value = c.value as number;
    switch (c.check) {
      case 'min_length':
        bag.minimum = Math.max(bag.minimum ?? 0, c.minimum as number);
        break;
      case 'max_length':
        bag.maximum = Math.min(bag.maximum ?? Infinity, c.maximum as number);
        break;
      case 'length_equals':
        bag.length = c.length as number;
        break;
      case 'string_format':
      case 'number_format':
        bag.format = c.format as string;
        break;
      case 'greater_than':
        bag[c.inclusive ? 'minimum' : 'exclusiveMinimum'] = value;
        break;
      case 'less_than':
        bag[c.inclusive ? 'maximum' : 'exclusiveMaximum'] = value;
        break;
      case 'multiple_of':
        bag.multipleOf = value;
        break;
      default:
        break;
    }
  }
  return bag;
}

const FORMAT_SAMPLES: Record<string, string> = {
  email: 'player@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  guid: '00000000-0000-4000-8000-000000000000',
  url: 'https://example.com/a',
  datetime: '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  time: '12:00:00',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  base64: 'YWJj',
  base64url: 'YWJj',
  hex: 'abcd',
  e164: '+85512345678',
};

/** Texts tried against a pattern, each also repeated to reach a minimum length. */
const PATTERN_SAMPLES = [
  'a',
  'abc',
  'A',
  'ABC',
  '0',
  '1',
  '12',
  '123456',
  'a1',
  'A1',
  'aB3',
  '+85512345678',
  '#ffffff',
  '1.00',
  // a sportsbook system kind
  '2/3',
];

const MAX_SAMPLE_LENGTH = 24;

function sampleString(schema: TAny): string {
  const bag = bagOf(schema);
  const min = bag.length ?? bag.minimum ?? 1;
  const max = bag.length ?? bag.maximum ?? Math.max(min, 8);
  const fixed = bag.format ? FORMAT_SAMPLES[bag.format] : undefined;
  if (fixed !== undefined && z.safeParse(schema, fixed).success) {
    return fixed;
  }
  for (const base of PATTERN_SAMPLES) {
    for (let length = Math.max(min, 1); length <= Math.min(max, MAX_SAMPLE_LENGTH); length += 1) {
      const text = base.repeat(Math.ceil(length / base.length)).slice(0, length);
      if (z.safeParse(schema, text).success) {
        return text;
      }
    }
  }
  throw new UnsampleableError(`no sample for a string (${bag.format ?? 'refined'})`);
}

function sampleNumber(schema: TAny): number {
  const bag = bagOf(schema);
  const integer = bag.format !== undefined && bag.format !== 'float32' && bag.format !== 'float64';
  const step = bag.multipleOf ?? (integer ? 1 : 0.5);
  let value = 1;
  if (bag.minimum !== undefined) {
    value = Math.max(value, bag.minimum);
  }
  if (bag.exclusiveMinimum !== undefined && value <= bag.exclusiveMinimum) {
    value = bag.exclusiveMinimum + step;
  }
  if (bag.maximum !== undefined && value > bag.maximum) {
    value = bag.maximum;
  }
  if (bag.exclusiveMaximum !== undefined && value >= bag.exclusiveMaximum) {
    value = bag.exclusiveMaximum - step;
  }
  return Math.ceil(value / step) * step;
}

/** One value the schema accepts (as the reply a handler would give: the output side of a pipe). */
export function sampleOf(schema: TAny, depth = 0): unknown {
  if (depth > 30) {
    throw new UnsampleableError('schema nested too deep');
  }
  const def = defOf(schema);
  const d = def as Record<string, unknown>;
  const inner = (s: unknown) => sampleOf(s as TAny, depth + 1);
  switch (def.type) {
    case 'string':
      return sampleString(schema);
    case 'number':
      return sampleNumber(schema);
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'date':
      return new Date(Date.UTC(2026, 0, 1));
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'any':
    case 'unknown':
      return 'any';
    case 'literal':
      return (d.values as unknown[])[0];
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'object':
      return Object.fromEntries(
        Object.entries(d.shape as Record<string, TAny>).map(([k, v]) => [k, inner(v)]),
      );
    case 'array': {
      const bag = bagOf(schema);
      const min = bag.length ?? bag.minimum ?? 0;
      // one element, none deep in a recursive schema (a tree of nodes) when none are required
      return Array.from({ length: Math.max(min, depth > 8 ? 0 : 1) }, () => inner(d.element));
    }
    case 'tuple':
      return (d.items as TAny[]).map(inner);
    case 'record': {
      const keyDef = defOf(d.keyType as TAny);
      const keys =
        keyDef.type === 'enum'
          ? Object.values(keyDef.entries as Record<string, string>)
          : keyDef.type === 'literal'
            ? (keyDef.values as string[])
            : [String(inner(d.keyType))];
      return Object.fromEntries(keys.map((k) => [k, inner(d.valueType)]));
    }
    case 'union': {
      let last: unknown;
      for (const option of d.options as TAny[]) {
        try {
          const value = inner(option);
          if (z.safeParse(schema, value).success) {
            return value;
          }
        } catch (error) {
          last = error;
        }
      }
      throw last instanceof Error ? last : new UnsampleableError('no union option sampled');
    }
    case 'intersection':
      return { ...(inner(d.left) as object), ...(inner(d.right) as object) };
    case 'pipe':
      // a one-way transform has no output schema to sample: sample what goes in
      return defOf(d.out as TAny).type === 'transform' ? inner(d.in) : inner(d.out);
    case 'lazy':
      return inner((d.getter as () => TAny)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(d.innerType);
    default:
      throw new UnsampleableError(`no sample for a ${def.type}`);
  }
}
