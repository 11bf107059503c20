import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TPlayGame } from '@pavilion/contracts/play';
import { ApiError } from '@/shared/api/http';
import { createDemoDriver, readDemoState } from './demo-driver';
import { DEMO_START_BALANCE } from './demo-rounds';

/** sessionStorage as the browser has it, for this test's node environment. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const game: TPlayGame = {
  nodeId: 5,
  gameCode: 'scratch-5',
  displayName: 'Scratch',
  vendor: 'INHOUSE',
  gameType: 'RNG',
  engine: 'scratch',
  theme: null,
  declaredRtp: 0.95,
  rtpBasis: '',
  stakeUnit: 'round',
  minBet: 10,
  maxBet: 100_000,
  mode: 'trial',
  balance: DEMO_START_BALANCE,
  currency: 'USD',
};

describe('demo driver', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'sessionStorage', { value: memoryStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('keeps balance, seeds and rounds in sessionStorage across drivers', async () => {
    const first = createDemoDriver(game);
    const { serverSeedHash } = await first.fairness();
    const { round, balance } = await first.start(5, { engine: 'scratch', bet: 100 }, 'request-0001');
    expect(balance).toBe(DEMO_START_BALANCE - 100 + round.payout);
    const again = createDemoDriver(game);
    expect(readDemoState().balance).toBe(balance);
    expect((await again.recent(5, 10)).map((r) => r.roundId)).toEqual([round.roundId]);
    expect((await again.fairness()).serverSeedHash).toBe(serverSeedHash);
    expect((await again.fairness()).nonce).toBe(1);
  });

  it('stores nothing when a step is refused', async () => {
    const driver = createDemoDriver(game);
    await expect(driver.start(5, { engine: 'scratch', bet: 5 }, 'request-0002')).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(driver.setClientSeed('two words')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(readDemoState().rounds).toEqual([]);
    expect(readDemoState().balance).toBe(DEMO_START_BALANCE);
  });

  it('reveals the seed of past rounds on rotation', async () => {
    const driver = createDemoDriver(game);
    const { round } = await driver.start(5, { engine: 'scratch', bet: 100 }, 'request-0003');
    const { revealed } = await driver.rotate();
    expect((await driver.round(round.roundId)).seeds.serverSeed).toBe(revealed.serverSeed);
    expect(revealed.lastNonce).toBe(0);
  });
});
