// Integration-test harness: a real app over a real database. In-memory PGlite by default; a
// fresh PostgreSQL database per test file when DATABASE_URL is set (dropped afterwards).
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/app.ts';
import { testConfig, type TConfig } from '@/config.ts';
import { createDb, type TDb } from '@/db/database.ts';
import { freshDatabase } from './fresh-database.ts';
import { pgliteSnapshot, postgresTemplate, type TSeedVariant } from './seeded-snapshots.ts';

export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' };

export type TTestApp = {
  app: FastifyInstance;
  db: TDb;
  config: TConfig;
  /** the PostgreSQL database of this file (DATABASE_URL tier), null on PGlite */
  databaseUrl: string | null;
  encrypt: (plain: string) => string;
  call: (opts: InjectOptions & { token?: string; ip?: string }) => Promise<LightMyRequestResponse>;
  adminToken: () => Promise<string>;
  close: () => Promise<void>;
};

/** This file's database, a copy of the run's migrated and seeded variant (seeded-snapshots.ts). */
async function createSeededDb(
  variant: TSeedVariant,
): Promise<{ db: TDb; url: string | null; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const loadDataDir = await pgliteSnapshot(variant, TEST_ADMIN);
    return {
      db: await createDb({ kind: 'pglite', dir: null, loadDataDir }),
      url: null,
      drop: async () => {},
    };
  }
  const template = await postgresTemplate(base, variant, TEST_ADMIN);
  const target = await freshDatabase(base, 'pavilion_t', template);
  return { db: await createDb({ kind: 'postgres', url: target.url }), ...target };
}

/**
 * `catalogue: true` seeds the ~10,000-game catalogue (slow); identity tests do without it.
 * `agentTree: true` adds the demo agent tree (~300 members, a month of bets; seconds on PGlite).
 * `memberActivity: true` adds player01's engagement history (a credited deposit, VIP activity).
 */
export async function startTestApp(
  overrides: Partial<TConfig> = {},
  opts: { catalogue?: boolean; agentTree?: boolean; memberActivity?: boolean } = {},
): Promise<TTestApp> {
  const { db, ...target } = await createSeededDb({
    catalogue: opts.catalogue === true,
    agentTree: opts.agentTree === true,
    memberActivity: opts.memberActivity === true,
  });
  const config = testConfig({ TRUST_PROXY: true, ...overrides });
  const app = await buildApp({ config, db });
  await app.ready();
  const publicKey = createPublicKey({
    key: Buffer.from(app.keys.spkiBase64, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const encrypt = (plain: string) =>
    'rsa:' +
    publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(plain),
    ).toString('base64');
  const call: TTestApp['call'] = ({ token, ip, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        ...(headers ?? {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-forwarded-for': ip ?? '10.1.2.3',
      },
    });
  let cachedAdmin: string | null = null;
  const adminToken = async () => {
    if (!cachedAdmin) {
      const res = await call({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
      cachedAdmin = (res.json() as { token: string }).token;
    }
    return cachedAdmin;
  };
  return {
    app,
    db,
    config,
    databaseUrl: target.url,
    encrypt,
    call,
    adminToken,
    close: async () => {
      await app.close();
      await db.destroy();
      await target.drop();
    },
  };
}
