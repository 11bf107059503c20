// Where a fish is on the canvas at a time: it crosses from one side to the other (with a margin so
// it enters and leaves out of view) along its lane, swaying gently. Pure, so the hit test and the
// drawing agree, and tested.
import type { TFish } from '@pavilion/contracts/fishing';

export type TPoint = { x: number; y: number };

/** Radius of a species on a canvas `w` wide: bigger multipliers are bigger fish. */
export function radiusOf(multiplier: number, w: number): number {
  return Math.max(10, Math.min(w * 0.09, w * (0.018 + Math.log10(multiplier + 1) * 0.022)));
}

/** The fish's centre at `t` (epoch ms), or null when it is not in the sea. */
export function positionAt(fish: TFish, t: number, w: number, h: number, margin = 60): TPoint | null {
  const p = (t - fish.spawnAt) / fish.durationMs;
  if (p < 0 || p > 1) {
    return null;
  }
  const span = w + margin * 2;
  const x = fish.dir === 1 ? -margin + p * span : w + margin - p * span;
  const y = fish.y * h * 0.8 + Math.sin(p * Math.PI * 4 + fish.phase) * h * 0.03;
  return { x, y };
}

/** The fish under a point (the nearest centre within its radius), if any. */
export function fishAtPoint(
  fish: readonly TFish[],
  multipliers: Record<string, number>,
  point: TPoint,
  t: number,
  w: number,
  h: number,
): TFish | null {
  let best: TFish | null = null;
  let bestD = Infinity;
  for (const f of fish) {
    const at = positionAt(f, t, w, h);
    if (!at) {
      continue;
    }
    const d = Math.hypot(at.x - point.x, at.y - point.y);
    if (d <= radiusOf(multipliers[f.species] ?? 2, w) * 1.3 && d < bestD) {
      best = f;
      bestD = d;
    }
  }
  return best;
}

/** The fish inside the canvas at `t` (what auto-aim and the bomb choose from). */
export function visibleFish(fish: readonly TFish[], t: number, w: number, h: number): TFish[] {
  return fish.filter((f) => {
    const at = positionAt(f, t, w, h);
    return at !== null && at.x > 0 && at.x < w;
  });
}
