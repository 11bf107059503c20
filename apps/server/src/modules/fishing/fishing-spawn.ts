// The fish of a sea (decision 051): a function of the sea's seed and time, so every player in the
// sea (on any instance) sees the same fish. Time is cut into waves of WAVE_MS; wave w draws from the
// stream HMAC_SHA256(seaSeed, `sea:<seaId>:<w>:<cursor>`) how many fish it spawns (1–3), and for
// each its species (small fish common, big ones rare), lane height, direction and sway phase; every
// BOSS_EVERY-th wave also brings the boss. A fish swims across in its species' duration. Who caught
// what is the database's (fishing_kills), not this function's.
import { BOSS, FISH, type TTarget } from '@pavilion/games/fishing/sea';
import { createFairRng } from '@pavilion/games/provably-fair';
import { randomInt } from '@pavilion/games/rng';
import type { TFish } from '@pavilion/contracts/fishing';

export const WAVE_MS = 1500;
export const BOSS_EVERY = 40;
/** A shot may name a fish up to this long after it left (the player's latency). */
export const LATE_MS = 1500;

const SPECIES = Object.keys(FISH) as (keyof typeof FISH)[];
// weight ∝ 1 / √multiplier: the sea is mostly small fish, with a whale now and then
const WEIGHTS = SPECIES.map((s) => 1 / Math.sqrt(FISH[s]));
const TOTAL = WEIGHTS.reduce((t, w) => t + w, 0);

/** Crossing time: bigger fish swim slower (8 s for a clownfish, 16 s for a golden turtle, 24 s boss). */
export function durationOf(species: TTarget): number {
  return species === BOSS.id ? 24_000 : 8000 + Math.round(Math.log10(FISH[species]) * 4000);
}

function pick(u: number): keyof typeof FISH {
  let acc = 0;
  for (let i = 0; i < SPECIES.length; i++) {
    acc += (WEIGHTS[i] as number) / TOTAL;
    if (u < acc) {
      return SPECIES[i] as keyof typeof FISH;
    }
  }
  return SPECIES[SPECIES.length - 1] as keyof typeof FISH;
}

export function waveFish(seaSeed: string, seaId: string, wave: number): TFish[] {
  const rng = createFairRng({ serverSeed: seaSeed, clientSeed: `sea:${seaId}`, nonce: wave });
  const count = 1 + randomInt(rng, 3);
  const spawnAt = wave * WAVE_MS;
  const fish: TFish[] = [];
  for (let k = 0; k < count; k++) {
    const species = pick(rng.next());
    fish.push({
      id: `${wave}.${k}`,
      species,
      spawnAt: spawnAt + Math.floor(rng.next() * WAVE_MS),
      durationMs: durationOf(species),
      y: 0.12 + rng.next() * 0.76,
      dir: rng.next() < 0.5 ? 1 : -1,
      phase: rng.next() * Math.PI * 2,
    });
  }
  if (wave % BOSS_EVERY === 0) {
    fish.push({
      id: `${wave}.9`,
      species: BOSS.id,
      spawnAt,
      durationMs: durationOf(BOSS.id),
      y: 0.5,
      dir: rng.next() < 0.5 ? 1 : -1,
      phase: 0,
    });
  }
  return fish;
}

/** The fish swimming at some time within [from, to] (epoch ms). */
export function fishBetween(seaSeed: string, seaId: string, from: number, to: number): TFish[] {
  const longest = durationOf(BOSS.id);
  const out: TFish[] = [];
  for (let w = Math.floor((from - longest) / WAVE_MS); w <= Math.floor(to / WAVE_MS); w++) {
    for (const f of waveFish(seaSeed, seaId, w)) {
      if (f.spawnAt <= to && f.spawnAt + f.durationMs >= from) {
        out.push(f);
      }
    }
  }
  return out;
}

/** The fish with this id if it is in the sea at `now` (or left less than LATE_MS ago). */
export function fishAt(seaSeed: string, seaId: string, fishId: string, now: number): TFish | null {
  const [w, k] = fishId.split('.').map(Number);
  const fish = waveFish(seaSeed, seaId, w as number).find((f) => f.id === `${w}.${k}`);
  return fish && fish.spawnAt <= now && now <= fish.spawnAt + fish.durationMs + LATE_MS ? fish : null;
}
