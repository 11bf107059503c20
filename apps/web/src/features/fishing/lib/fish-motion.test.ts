import { describe, expect, it } from 'vitest';
import type { TFish } from '@pavilion/contracts/fishing';
import { fishAtPoint, positionAt, visibleFish } from './fish-motion';

const fish: TFish = {
  id: '10.0',
  species: 'turtle',
  spawnAt: 1000,
  durationMs: 10_000,
  y: 0.5,
  dir: 1,
  phase: 0,
};

describe('fish motion', () => {
  it('crosses left to right over its duration and is gone outside it', () => {
    expect(positionAt(fish, 999, 400, 300)).toBeNull();
    expect(positionAt(fish, 1000, 400, 300)!.x).toBeCloseTo(-60);
    expect(positionAt(fish, 6000, 400, 300)!.x).toBeCloseTo(200);
    expect(positionAt(fish, 11_000, 400, 300)!.x).toBeCloseTo(460);
    expect(positionAt({ ...fish, dir: -1 }, 1000, 400, 300)!.x).toBeCloseTo(460);
    expect(positionAt(fish, 11_001, 400, 300)).toBeNull();
  });
  it('finds the fish under a point and only visible fish', () => {
    const at = positionAt(fish, 6000, 400, 300)!;
    expect(fishAtPoint([fish], { turtle: 5 }, at, 6000, 400, 300)?.id).toBe('10.0');
    expect(fishAtPoint([fish], { turtle: 5 }, { x: at.x + 100, y: at.y }, 6000, 400, 300)).toBeNull();
    expect(visibleFish([fish], 1000, 400, 300)).toEqual([]);
    expect(visibleFish([fish], 6000, 400, 300)).toHaveLength(1);
  });
});
