// The topic bus: in process, a message reaches the listeners of its topic only, and a stopped
// listener hears nothing more; over Redis (when one answers), a message published through one bus
// reaches a listener of another bus (two instances).
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeTopicBus,
  createInProcessTopicBus,
  createRedisTopicBus,
  sseFrame,
  topicBus,
  type TTopicMessage,
} from './topic-bus.ts';
import { redisKeyPrefix } from './redis-namespace.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('in-process topic bus', () => {
  it('delivers to the listeners of the topic only, until stopped', async () => {
    const bus = createInProcessTopicBus();
    const a: TTopicMessage[] = [];
    const b: TTopicMessage[] = [];
    const stopA = await bus.subscribe('live-table:1', (m) => a.push(m));
    await bus.subscribe('live-table:2', (m) => b.push(m));
    await bus.publish('live-table:1', { event: 'phase', data: { n: 1 } });
    stopA();
    await bus.publish('live-table:1', { event: 'phase', data: { n: 2 } });
    expect(a).toEqual([{ event: 'phase', data: { n: 1 } }]);
    expect(b).toEqual([]);
  });

  it('is one bus per handle until closed', async () => {
    const handle = {};
    const first = topicBus(handle);
    expect(topicBus(handle)).toBe(first);
    await closeTopicBus(handle);
    expect(topicBus(handle)).not.toBe(first);
  });

  it('frames an SSE event', () => {
    expect(sseFrame('phase', { a: 1 })).toBe('event: phase\ndata: {"a":1}\n\n');
  });
});

async function redisUp(): Promise<Redis | null> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
    return r;
  } catch {
    r.disconnect();
    if (process.env.REDIS_URL) {
      throw new Error(`REDIS_URL is set but ${REDIS_URL} does not answer`);
    }
    return null;
  }
}

const redisA = await redisUp();
const redisB = redisA?.duplicate() ?? null;
afterAll(() => {
  redisA?.disconnect();
  redisB?.disconnect();
});

describe.skipIf(!redisA)('Redis topic bus', () => {
  it('carries a message from one instance to a listener on another', async () => {
    const busA = createRedisTopicBus(redisA as Redis);
    const busB = createRedisTopicBus(redisB as Redis);
    const topic = `live-table:test-${process.pid}-${Date.now()}`;
    const heard = new Promise<TTopicMessage>((resolve) => {
      void busB
        .subscribe(topic, (m) => resolve(m))
        .then(() => busA.publish(topic, { event: 'result', data: { winner: 'banker' } }));
    });
    expect(await heard).toEqual({ event: 'result', data: { winner: 'banker' } });
    await busA.close();
    await busB.close();
  });

  it('keeps deployments on one Redis apart: another key prefix hears nothing', async () => {
    const run = `${process.pid}-${Date.now()}`;
    const redisOther = new Redis(REDIS_URL, { keyPrefix: `pavilion:other-${run}:` });
    const redisMine = new Redis(REDIS_URL, { keyPrefix: `pavilion:mine-${run}:` });
    const other = createRedisTopicBus(redisOther);
    const mine = createRedisTopicBus(redisMine);
    const mineToo = createRedisTopicBus(redisMine.duplicate());
    const topic = 'bingo-room:turbo';
    const heard: TTopicMessage[] = [];
    await mine.subscribe(topic, (m) => heard.push(m));
    await other.publish(topic, { event: 'ball', data: { n: 1 } });
    await mineToo.publish(topic, { event: 'ball', data: { n: 2 } });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([{ event: 'ball', data: { n: 2 } }]);
    await Promise.all([other.close(), mine.close(), mineToo.close()]);
    redisOther.disconnect();
    redisMine.disconnect();
  });
});

describe('redisKeyPrefix', () => {
  it('is the configured prefix, else one per database', () => {
    expect(redisKeyPrefix({ REDIS_KEY_PREFIX: 'prod:', PGLITE_DIR: 'x' })).toBe('prod:');
    const a = redisKeyPrefix({ DATABASE_URL: 'postgres://u@db1:5432/pavilion', PGLITE_DIR: 'x' });
    const b = redisKeyPrefix({ DATABASE_URL: 'postgres://u@db1/staging', PGLITE_DIR: 'x' });
    expect(a).toBe('pavilion:db1:5432/pavilion:');
    expect(b).toBe('pavilion:db1:5432/staging:');
  });
});
