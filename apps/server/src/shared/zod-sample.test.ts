import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findTransforms, sampleOf } from './zod-sample.ts';

const serialise = (schema: z.ZodType, value: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never)(value);

describe('findTransforms', () => {
  it('finds a transform wherever it sits', () => {
    const kind = z.string().transform((s) => s.toUpperCase());
    const schema = z.object({
      a: z.string(),
      list: z.array(z.object({ kind })),
      maybe: kind.optional(),
      either: z.union([z.number(), kind]),
    });
    expect(findTransforms(schema)).toEqual(['.list[].kind', '.maybe', '.either|']);
    expect(findTransforms(z.object({ a: z.string().pipe(z.string().min(1)) }))).toEqual([]);
  });

  it('is what makes the app serializer throw on a valid reply', () => {
    const schema = z.object({ kind: z.string().transform((s) => s) });
    expect(() => serialise(schema, { kind: 'x' })).toThrow();
    expect(serialise(z.object({ kind: z.string() }), { kind: 'x' })).toBe('{"kind":"x"}');
  });
});

describe('sampleOf', () => {
  it('makes a value every kind of reply schema accepts', () => {
    type TNode = { id: string; children: TNode[] };
    const ZNode: z.ZodType<TNode> = z.lazy(() => z.object({ id: z.string(), children: z.array(ZNode) }));
    const schema = z.object({
      id: z.string().regex(/^[1-9][0-9]{0,17}$/),
      issueNo: z.string().regex(/^\d{8}(-\d{4})?$/),
      email: z.email(),
      at: z.iso.datetime(),
      amount: z.number().int().min(100).max(500),
      ratio: z.number().gt(0).lt(1),
      status: z.enum(['open', 'closed']),
      kind: z.literal('bet'),
      numbers: z.array(z.number().int()).length(25),
      names: z.array(z.string().min(3).max(3)).min(2),
      byStatus: z.record(z.enum(['a', 'b']), z.number()),
      result: z.discriminatedUnion('ok', [
        z.object({ ok: z.literal(true) }),
        z.object({ ok: z.literal(false) }),
      ]),
      note: z.string().nullable().optional(),
      tree: ZNode,
    });
    const sample = sampleOf(schema);
    expect(schema.safeParse(sample).success).toBe(true);
    expect(() => serialise(schema, sample)).not.toThrow();
  });

  it('says when it cannot make a value rather than guess', () => {
    expect(() => sampleOf(z.string().refine((s) => s === 'only this'))).toThrow(/no sample/);
  });
});
