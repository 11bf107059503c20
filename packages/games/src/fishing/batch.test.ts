import { describe, expect, it } from 'vitest';
import {
  addShot,
  available,
  BATCH_MAX_MS,
  BATCH_MAX_SHOTS,
  closeBatch,
  createBatcher,
  tick,
  type TBatch,
  type TBatcher,
} from './batch.ts';

describe('fishing wallet batches', () => {
  it(`closes a batch at ${BATCH_MAX_SHOTS} shots with its totals and key`, () => {
    let batcher: TBatcher = createBatcher('s1');
    const batches: TBatch[] = [];
    for (let shotNo = 1; shotNo <= 120; shotNo++) {
      const step = addShot(batcher, { shotNo, cost: 10, payout: shotNo % 10 === 0 ? 50 : 0 }, 0);
      batcher = step.batcher;
      if (step.batch) {
        batches.push(step.batch);
      }
    }
    expect(batches).toEqual([
      { batchNo: 1, key: 'fish:s1:1', firstShotNo: 1, lastShotNo: 50, shots: 50, staked: 500, paid: 250 },
      { batchNo: 2, key: 'fish:s1:2', firstShotNo: 51, lastShotNo: 100, shots: 50, staked: 500, paid: 250 },
    ]);
    const last = closeBatch(batcher);
    expect(last.batch).toEqual({
      batchNo: 3,
      key: 'fish:s1:3',
      firstShotNo: 101,
      lastShotNo: 120,
      shots: 20,
      staked: 200,
      paid: 100,
    });
    expect(closeBatch(last.batcher).batch).toBeNull();
  });

  it(`closes a batch ${BATCH_MAX_MS} ms after its first shot even with no more shots`, () => {
    const { batcher } = addShot(createBatcher('s2'), { shotNo: 1, cost: 20, payout: 0 }, 1000);
    expect(tick(batcher, 1000 + BATCH_MAX_MS - 1).batch).toBeNull();
    expect(tick(batcher, 1000 + BATCH_MAX_MS).batch).toMatchObject({ batchNo: 1, shots: 1, staked: 20 });
    const late = addShot(batcher, { shotNo: 2, cost: 20, payout: 40 }, 1000 + BATCH_MAX_MS + 5);
    expect(late.batch).toMatchObject({ firstShotNo: 1, lastShotNo: 2, staked: 40, paid: 40 });
  });

  it('counts the open batch against the balance', () => {
    const { batcher } = addShot(createBatcher('s3'), { shotNo: 1, cost: 100, payout: 30 }, 0);
    expect(available(1000, batcher)).toBe(930);
    expect(available(1000, createBatcher('s4'))).toBe(1000);
  });
});
