// DATABASE_READ_URL (decision 067): lag-tolerant reads go to a replica while it answers within the
// lag limit, to the primary otherwise; a read that finds the replica gone runs on the primary at once.
// The cluster test (npm run cluster:test) runs it against a real streaming replica.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type TDb } from '@/db/database.ts';
import { createReadRouter, routeReads } from '@/db/read-replica.ts';
import { loadConfig } from '@/config.ts';

let primary: TDb;

beforeAll(async () => {
  primary = await createDb({ kind: 'pglite', dir: null });
  await sql`create table whoami (name text)`.execute(primary);
  await sql`insert into whoami values ('primary')`.execute(primary);
});
afterAll(async () => {
  await primary.destroy();
});

const whoami = async (db: TDb) =>
  (await sql<{ name: string }>`select name from whoami`.execute(db)).rows[0]!.name;

describe('[OPS] read replica router', () => {
  it('uses the replica while it is a standby within the lag limit, and the primary when it falls behind', async () => {
    const replica = await createDb({ kind: 'pglite', dir: null });
    await sql`create table whoami (name text)`.execute(replica);
    await sql`insert into whoami values ('replica')`.execute(replica);
    let lag = 0;
    const router = await routeReads(primary, replica, {
      maxLagSeconds: 5,
      probeSeconds: 60,
      standby: async () => ({ standby: true, lag }),
    });
    expect(router.state()).toMatchObject({ inUse: true, lagSeconds: 0, reason: null });
    expect(await router.read(whoami)).toBe('replica');
    expect(await whoami(router.db())).toBe('replica');

    lag = 12;
    expect(await router.probe()).toMatchObject({ inUse: false, lagSeconds: 12, reason: 'behind' });
    expect(await router.read(whoami)).toBe('primary');

    lag = 1;
    await router.probe();
    expect(await router.read(whoami)).toBe('replica');

    // the replica goes away between two probes: the read runs on the primary, the replica is left out
    await replica.destroy();
    expect(await router.read(whoami)).toBe('primary');
    expect(router.state()).toMatchObject({ inUse: false, reason: 'unreachable' });
    await router.close().catch(() => {});
  });

  it('leaves out a server that is not a standby, and an unreachable one', async () => {
    const notStandby = await createDb({ kind: 'pglite', dir: null });
    const router = await routeReads(primary, notStandby, { maxLagSeconds: 5, probeSeconds: 60 });
    expect(router.state()).toMatchObject({ inUse: false, reason: 'not a standby' });
    expect(await router.read(whoami)).toBe('primary');
    await router.close();

    const unreachable = await createReadRouter(primary, {
      url: 'postgres://postgres@127.0.0.1:1/none',
      maxLagSeconds: 5,
      probeSeconds: 60,
    });
    expect(unreachable.state()).toMatchObject({ configured: true, inUse: false, reason: 'unreachable' });
    expect(await unreachable.read(whoami)).toBe('primary');
    await unreachable.close();
  });

  it('refuses DATABASE_READ_URL without DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/db' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
  });
});
