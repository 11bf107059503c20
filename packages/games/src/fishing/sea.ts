// Fishing: what swims, what a shot costs and how a shot is decided. The server keeps the sea (which
// fish are where, who hit what first); this module decides a shot from the shooter's provably-fair
// stream, one stream per shot: HMAC_SHA256(serverSeed, `${clientSeed}:${shotNo}:${cursor}`), the
// shot number as the nonce. The stake is never an input to a decision.
// - A fish of multiplier m dies with probability RTP / m: the first float f kills when f < RTP / m;
//   a kill pays stake × m. Expected return per shot = RTP × stake, for every fish and stake.
// - The boss's multiplier is drawn when it dies, uniformly from its list (mean E): it dies with
//   probability RTP / E (first float), then the second float picks m. Expected return RTP × stake.
// - The bomb costs BOMB_PRICE shots of the chosen cannon and hits every fish in its blast (the
//   server says which, at most BOMB_MAX_TARGETS); each dies independently, one float each in the
//   order given, with the same probability q = RTP × BOMB_PRICE / Σ mᵢ (the boss counting E, its
//   multiplier drawn by a further float when it dies). Expected return Σ q × mᵢ × stake = RTP × price.
//   A blast whose Σ mᵢ is below BOMB_PRICE is refused (q would exceed RTP).
// Floats have 2^32 values, so each threshold is met within 2^-32 of its stated probability.
import { assertSeeds, createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import { GameError } from '../money.ts';
import { randomInt, type TRng } from '../rng.ts';

export const FISHING_RTP = 0.96;
export const FISH = {
  clownfish: 2,
  puffer: 3,
  turtle: 5,
  lanternfish: 8,
  ray: 10,
  octopus: 15,
  shark: 20,
  swordfish: 30,
  whale: 50,
  'golden-turtle': 100,
} as const;
export type TFishSpecies = keyof typeof FISH;
export const BOSS = { id: 'dragon-king', multipliers: [100, 150, 200, 300, 500] } as const;
export type TTarget = TFishSpecies | typeof BOSS.id;
/** Cannon levels 1–7: the stake of one shot in minor units. */
export const CANNON_STAKES = [10, 20, 50, 100, 200, 500, 1000] as const;
export const BOMB_PRICE = 20;
export const BOMB_MAX_TARGETS = 12;

export type TShot =
  | { weapon: 'cannon'; stake: number; target: TTarget }
  | { weapon: 'bomb'; stake: number; targets: TTarget[] };
export type TKill = { index: number; target: TTarget; multiplier: number; payout: number };
export type TShotResult = { cost: number; kills: TKill[]; payout: number };

const BOSS_MEAN = BOSS.multipliers.reduce((t, m) => t + m, 0) / BOSS.multipliers.length;

/** The multiplier a target counts for in kill odds: its own, or the boss's mean. */
export function expectedMultiplier(target: TTarget): number {
  if (target === BOSS.id) {
    return BOSS_MEAN;
  }
  const m = (FISH as Record<string, number>)[target];
  if (m === undefined) {
    throw new GameError('INVALID_ACTION', `no such fish "${String(target)}"`);
  }
  return m;
}

export function shotCost(shot: TShot): number {
  if (!(CANNON_STAKES as readonly number[]).includes(shot.stake)) {
    throw new GameError('INVALID_BET', `a cannon fires ${CANNON_STAKES.join(', ')}`);
  }
  return shot.weapon === 'bomb' ? shot.stake * BOMB_PRICE : shot.stake;
}

/** The chance that each target of the shot dies (the same for every target of a bomb). */
export function killChance(shot: TShot): number {
  if (shot.weapon === 'cannon') {
    return FISHING_RTP / expectedMultiplier(shot.target);
  }
  const total = shot.targets.reduce((t, target) => t + expectedMultiplier(target), 0);
  if (shot.targets.length === 0 || shot.targets.length > BOMB_MAX_TARGETS || total < BOMB_PRICE) {
    throw new GameError(
      'INVALID_ACTION',
      `a bomb needs 1 to ${BOMB_MAX_TARGETS} fish worth at least ${BOMB_PRICE} in its blast`,
    );
  }
  return (FISHING_RTP * BOMB_PRICE) / total;
}

/** Decides one shot from its float stream. */
export function resolveShot(shot: TShot, rng: TRng): TShotResult {
  const cost = shotCost(shot);
  const chance = killChance(shot);
  const targets = shot.weapon === 'cannon' ? [shot.target] : shot.targets;
  const kills: TKill[] = [];
  targets.forEach((target, index) => {
    if (rng.next() >= chance) {
      return;
    }
    const multiplier =
      target === BOSS.id
        ? (BOSS.multipliers[randomInt(rng, BOSS.multipliers.length)] as number)
        : expectedMultiplier(target);
    kills.push({ index, target, multiplier, payout: shot.stake * multiplier });
  });
  return { cost, kills, payout: kills.reduce((t, k) => t + k.payout, 0) };
}

/** A shot as the shooter verifies it: seeds and shot number (the nonce) decide it. */
export function verifyShot(seeds: TRoundSeeds, shot: TShot): TShotResult {
  assertSeeds(seeds);
  return resolveShot(shot, createFairRng(seeds));
}
