// One valid bet of every bet type, enumerated from the schemas and rules that define them (the
// engines' bet schemas, the lottery play rules, the sportsbook bet types), so a bet type added
// there is staked by every-bet-type.test.ts without a hand list to update.
import { z } from 'zod';
import { INSIDE_BETS, type TInsideBetType } from '@pavilion/games/engines/roulette-layout';
import { LOTTERY_GAMES, LOTTERY_PLAY_TYPES, type TLotteryFamily } from '@pavilion/games/lottery/catalogue';
import type { TPlayRule, TRowSpec } from '@pavilion/games/lottery/play-rules';
import { playRule } from '@pavilion/games/lottery/play-types';
import {
  BET_TYPES,
  MAX_LEGS_ACCUMULATOR,
  MAX_LEGS_SYSTEM,
  NAMED_SYSTEMS,
} from '@pavilion/games/sports/catalogue';
import { linesOf } from '@pavilion/games/sports/ticket-return';

type TBetSample = { type: string } & Record<string, unknown>;

/** The literal values of a `type` field: an enum's options or a literal's values. */
function typesOf(field: z.ZodType): string[] {
  if (field instanceof z.ZodEnum) {
    return field.options.map(String);
  }
  if (field instanceof z.ZodLiteral) {
    return [...field.values].map(String);
  }
  throw new Error('a bet schema whose type is neither an enum nor a literal');
}

/** A valid value for each field a bet type carries besides type and amount. */
function fieldValue(type: string, field: string): unknown {
  switch (field) {
    case 'numbers':
      // a set away from zero (roulette inside bets)
      return [...(INSIDE_BETS[type as TInsideBetType][1] ?? [])];
    case 'index':
      return 2;
    case 'total':
      return 10;
    case 'face':
      return 3;
    case 'faces':
      return [2, 5];
    default:
      // a new field: this helper learns it here, and the test fails until it does
      throw new Error(`no sample value for the field "${field}" of bet type ${type}`);
  }
}

/**
 * One bet of `amount` per bet type of a bet schema: a `z.object({type: enum, amount})`, or a
 * discriminated union of such objects on `type` with extra fields (roulette numbers, sic bo faces).
 */
export function betSamples(schema: z.ZodType, amount: number): TBetSample[] {
  const objects =
    schema instanceof z.ZodDiscriminatedUnion
      ? (schema.options as z.ZodObject[])
      : schema instanceof z.ZodObject
        ? [schema]
        : [];
  if (!objects.length) {
    throw new Error('a bet schema that is neither an object nor a union of objects');
  }
  return objects.flatMap((o) => {
    const { type, amount: _amount, ...rest } = o.shape as Record<string, z.ZodType>;
    return typesOf(type!).map((t) => {
      const bet: TBetSample = { type: t, amount };
      for (const field of Object.keys(rest)) {
        bet[field] = fieldValue(t, field);
      }
      return bet;
    });
  });
}

/** The bet array schema of an engine's start (`{engine, bets: [...]}`), or null for other starts. */
export function betSchemaOfStart(start: z.ZodType): z.ZodType | null {
  if (!(start instanceof z.ZodObject)) {
    return null;
  }
  let bets = (start.shape as Record<string, z.ZodType | undefined>).bets;
  if (bets instanceof z.ZodReadonly) {
    bets = bets.unwrap() as z.ZodType;
  }
  return bets instanceof z.ZodArray ? (bets.element as z.ZodType) : null;
}

const tokensOf = (row: TRowSpec): string[] =>
  row.kind === 'option'
    ? [...row.options]
    : row.kind === 'number'
      ? Array.from({ length: row.hi - row.lo + 1 }, (_, i) => String(row.lo + i))
      : Array.from({ length: 10 ** row.width }, (_, i) => String(i).padStart(row.width, '0'));

/** Each row at its minimum (row r from its r-th token), topped up in row 0 to the rule's minTotal. */
function minimalSelection(rule: TPlayRule): string[][] {
  const sel = rule.rows.map((row, r) => tokensOf(row).slice(r, r + Math.max(row.min, 0)));
  const first = rule.rows[0]!;
  const spare = tokensOf(first).filter((t) => !sel[0]!.includes(t));
  while (sel.reduce((s, row) => s + row.length, 0) < rule.minTotal) {
    sel[0]!.push(spare.shift()!);
  }
  return sel;
}

export type TLotteryCase = {
  family: TLotteryFamily;
  gameCode: string;
  playType: string;
  selection: string[][];
};

/** Every play type of every family, on the first game of that family. */
export function lotteryCases(): TLotteryCase[] {
  return (Object.keys(LOTTERY_PLAY_TYPES) as TLotteryFamily[]).flatMap((family) => {
    const game = LOTTERY_GAMES.find((g) => g.family === family)!;
    return LOTTERY_PLAY_TYPES[family].map((playType) => {
      const rule = playRule(family, playType, game.vnRegion)!;
      return { family, gameCode: game.code, playType, selection: minimalSelection(rule) };
    });
  });
}

export type TSportsCase = {
  name: string;
  legs: number;
  body: { betType: (typeof BET_TYPES)[number]; systemKind?: string };
  lines: number;
};

/**
 * Every sportsbook bet type: a single, the shortest and longest accumulator, each named system on
 * the legs it takes, and k/n for every k on 3 and 4 legs and the extremes on the most legs.
 */
export function sportsCases(): TSportsCase[] {
  const out: TSportsCase[] = [];
  const add = (betType: TSportsCase['body']['betType'], legs: number, systemKind?: string) => {
    const lines = linesOf(betType, systemKind as never, legs);
    if (lines) {
      out.push({
        name: `${systemKind ?? betType} on ${legs}`,
        legs,
        body: systemKind ? { betType, systemKind } : { betType },
        lines: lines.length,
      });
    }
    return lines !== null;
  };
  for (const betType of BET_TYPES) {
    if (betType === 'single') {
      add(betType, 1);
    } else if (betType === 'accumulator') {
      add(betType, 2);
      add(betType, Math.min(MAX_LEGS_ACCUMULATOR, MAX_LEGS_SYSTEM));
    } else {
      for (const named of NAMED_SYSTEMS) {
        const legs = [3, 4, 5, 6, 7, 8].find((n) => n <= MAX_LEGS_SYSTEM && add(betType, n, named));
        if (!legs) {
          throw new Error(`no leg count takes the system ${named}`);
        }
      }
      for (const n of [3, 4]) {
        for (let k = 1; k < n; k++) {
          add(betType, n, `${k}/${n}`);
        }
      }
      add(betType, MAX_LEGS_SYSTEM, `2/${MAX_LEGS_SYSTEM}`);
      add(betType, MAX_LEGS_SYSTEM, `${MAX_LEGS_SYSTEM - 1}/${MAX_LEGS_SYSTEM}`);
    }
  }
  return out;
}
