// What every engine declares about itself: id, display name, declared return to player and stake
// limits. The registry lists these; the game page shows them; the RTP tests hold engines to them.

export const ENGINE_IDS = [
  'slot',
  'scratch',
  'video-poker',
  'baccarat',
  'roulette',
  'sic-bo',
  'dragon-tiger',
  'blackjack',
  'niuniu',
  'dice',
  'limbo',
  'mines',
  'plinko',
  'keno',
] as const;
export type TEngineId = (typeof ENGINE_IDS)[number];

export type TEngineMeta = {
  id: TEngineId;
  name: string;
  /** Σ payouts / Σ stakes over the long run, as a fraction (0.973 = 97.3%). */
  declaredRtp: number;
  /** which bet, strategy and rounding the declared figure assumes */
  rtpBasis: string;
  /** what minBet/maxBet limit: one payline's bet, one bet position, or the round's base stake */
  stakeUnit: 'line' | 'position' | 'round';
  /** minor units (1 = 0.01) */
  minBet: number;
  maxBet: number;
};
