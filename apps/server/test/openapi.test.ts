// [OPENAPI] The API document validates (swagger-parser), and every operation has a unique operationId,
// a summary, its security (bearer on every operator route that is not public and every route whose
// handler checks a session) and its error replies.
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

type TOperation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
};
type TDoc = { paths: Record<string, Record<string, TOperation>> };

let t: TTestApp;
let doc: TDoc;
beforeAll(async () => {
  t = await startTestApp();
  doc = t.app.swagger() as unknown as TDoc;
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );

describe('[OPENAPI] the API document', () => {
  it('validates as OpenAPI 3', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('gives every operation a unique operationId, a summary and error replies', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(300);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.filter((o) => !o.op.summary).map((o) => o.path)).toEqual([]);
    expect(ops.filter((o) => !o.op.responses['500'] || !o.op.responses['503']).map((o) => o.path)).toEqual(
      [],
    );
  });

  it('declares bearer security on operator routes but login, and on session routes', () => {
    const ops = operations();
    const unsecuredAdmin = ops
      .filter((o) => o.path.startsWith('/api/admin/') && (o.op.security ?? []).length === 0)
      .map((o) => `${o.method} ${o.path}`);
    expect(unsecuredAdmin).toEqual(expect.arrayContaining(['post /api/admin/login']));
    expect(unsecuredAdmin.length).toBeLessThan(6);
    const wallet = doc.paths['/api/cashier/wallet']?.get;
    expect(wallet?.security).toEqual([{ bearer: [] }]);
    expect(wallet?.responses['401']).toBeTruthy();
    expect(doc.paths['/api/play/rounds']?.post?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/sportsbook/bets']?.post?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/site/permission']?.get?.security).toEqual([]);
  });
});
