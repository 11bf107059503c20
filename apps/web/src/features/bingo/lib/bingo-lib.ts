// Small pure helpers of the bingo pages: the column letter of a ball, the seconds left before a
// time, and the check of a finished game in the browser (the revealed seed against its hash, and
// the balls shown against the draw the seed gives, with packages/games).
import { drawOrder } from '@pavilion/games/bingo/card';
import { seedMatches } from '@pavilion/games/live-tables/commit';

export const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;

export const letterOf = (ball: number): string => LETTERS[Math.floor((ball - 1) / 15)] ?? '';

export const secondsLeft = (at: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));

export function verifyGame(game: {
  serverSeed: string | null;
  salt: string;
  seedHash: string;
  drawn: number[];
}): boolean {
  if (!game.serverSeed || !seedMatches(game.serverSeed, { salt: game.salt, hash: game.seedHash })) {
    return false;
  }
  const order = drawOrder(game.serverSeed, game.salt);
  return game.drawn.every((ball, i) => order[i] === ball);
}
