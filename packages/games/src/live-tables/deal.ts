// A live table's round: the outcome dealt from the committed seed (commit.ts), the steps in which the
// presentation reveals it, settlement of each player's bets by the single-player engines' own rules
// and payouts, and verification after the reveal. Baccarat and dragon tiger deal from a fresh lazily
// shuffled 8-deck shoe per round (no cut card: every round is independent, as the RNG tables are);
// roulette is one float, floor(f × 37); sic bo three floats, floor(f × 6) + 1 each.
import { createShoe, type TCard } from '../cards.ts';
import { BACCARAT_DECKS, dealCoup, settleBaccarat, type TBaccaratCoup } from '../engines/baccarat.ts';
import { DRAGON_TIGER_DECKS, dragonTigerWinner, settleDragonTiger } from '../engines/dragon-tiger.ts';
import { settleRoulette } from '../engines/roulette.ts';
import { settleSicBo, type TDice } from '../engines/sic-bo.ts';
import { POCKETS } from '../engines/roulette-layout.ts';
import { GameError } from '../money.ts';
import { randomInt } from '../rng.ts';
import type { TBaccaratInput } from '../rounds/baccarat.ts';
import type { TDragonTigerInput } from '../rounds/dragon-tiger.ts';
import type { TRouletteInput } from '../rounds/roulette.ts';
import type { TSicBoInput } from '../rounds/sic-bo.ts';
import { roundRng, seedMatches, type TCommitment } from './commit.ts';

export const LIVE_GAMES = ['baccarat', 'roulette', 'dragon-tiger', 'sic-bo'] as const;
export type TLiveGame = (typeof LIVE_GAMES)[number];

export type TLiveResult =
  | { game: 'baccarat'; coup: TBaccaratCoup }
  | { game: 'roulette'; number: number }
  | { game: 'dragon-tiger'; dragon: TCard; tiger: TCard; winner: 'dragon' | 'tiger' | 'tie' }
  | { game: 'sic-bo'; dice: TDice };

/** One thing the dealer shows, in order. */
export type TRevealStep =
  | { kind: 'card'; hand: 'player' | 'banker' | 'dragon' | 'tiger'; card: TCard }
  | { kind: 'ball'; number: number }
  | { kind: 'die'; face: number };

export type TDealtRound = { result: TLiveResult; steps: TRevealStep[] };

export type TLiveBets =
  | { game: 'baccarat'; input: TBaccaratInput }
  | { game: 'roulette'; input: TRouletteInput }
  | { game: 'dragon-tiger'; input: TDragonTigerInput }
  | { game: 'sic-bo'; input: TSicBoInput };

export type TLiveSettlement = { stake: number; payout: number; bets: { payout: number }[] };

/** Deals the round fixed by the seed and salt. */
export function dealRound(game: TLiveGame, serverSeed: string, salt: string): TDealtRound {
  const rng = roundRng(serverSeed, salt);
  switch (game) {
    case 'baccarat': {
      const shoe = createShoe(BACCARAT_DECKS, rng);
      const coup = dealCoup(() => shoe.draw());
      return { result: { game, coup }, steps: baccaratSteps(coup) };
    }
    case 'roulette': {
      const number = randomInt(rng, POCKETS);
      return { result: { game, number }, steps: [{ kind: 'ball', number }] };
    }
    case 'dragon-tiger': {
      const shoe = createShoe(DRAGON_TIGER_DECKS, rng);
      const dragon = shoe.draw();
      const tiger = shoe.draw();
      const steps: TRevealStep[] = [
        { kind: 'card', hand: 'dragon', card: dragon },
        { kind: 'card', hand: 'tiger', card: tiger },
      ];
      return { result: { game, dragon, tiger, winner: dragonTigerWinner(dragon, tiger) }, steps };
    }
    case 'sic-bo': {
      const dice: TDice = [randomInt(rng, 6) + 1, randomInt(rng, 6) + 1, randomInt(rng, 6) + 1];
      return { result: { game, dice }, steps: dice.map((face) => ({ kind: 'die', face })) };
    }
  }
}

/** Table order: Player, Banker, Player, Banker, then the Player's and the Banker's third cards. */
function baccaratSteps(coup: TBaccaratCoup): TRevealStep[] {
  const card = (hand: 'player' | 'banker', c: TCard | undefined): TRevealStep[] =>
    c === undefined ? [] : [{ kind: 'card', hand, card: c }];
  return [
    ...card('player', coup.player[0]),
    ...card('banker', coup.banker[0]),
    ...card('player', coup.player[1]),
    ...card('banker', coup.banker[1]),
    ...card('player', coup.player[2]),
    ...card('banker', coup.banker[2]),
  ];
}

/** Settles one player's bets on a dealt result with the engine's payouts. */
export function settleLiveBets(result: TLiveResult, bets: TLiveBets): TLiveSettlement {
  switch (bets.game) {
    case 'baccarat':
      return result.game === 'baccarat' ? settleBaccarat(bets.input, result.coup) : mismatch(bets, result);
    case 'roulette':
      return result.game === 'roulette' ? settleRoulette(bets.input, result.number) : mismatch(bets, result);
    case 'dragon-tiger':
      return result.game === 'dragon-tiger'
        ? settleDragonTiger(bets.input, result.dragon, result.tiger)
        : mismatch(bets, result);
    case 'sic-bo':
      return result.game === 'sic-bo' ? settleSicBo(bets.input, result.dice) : mismatch(bets, result);
  }
}

function mismatch(bets: TLiveBets, result: TLiveResult): never {
  throw new GameError('INVALID_BET', `bets for ${bets.game} on a ${result.game} table`);
}

export type TVerification =
  | { valid: true; round: TDealtRound }
  | { valid: false; reason: 'seed-mismatch' | 'result-mismatch'; round: TDealtRound | null };

/** Checks a revealed seed against the commitment and the published result against a fresh deal. */
export function verifyRound(
  game: TLiveGame,
  serverSeed: string,
  commitment: TCommitment,
  published: TLiveResult,
): TVerification {
  if (!seedMatches(serverSeed, commitment)) {
    return { valid: false, reason: 'seed-mismatch', round: null };
  }
  const round = dealRound(game, serverSeed, commitment.salt);
  return JSON.stringify(round.result) === JSON.stringify(published)
    ? { valid: true, round }
    : { valid: false, reason: 'result-mismatch', round };
}
