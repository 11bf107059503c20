// How long each table takes to show a new outcome (ms per step × the most steps a round can
// have). The page frame should hold the balance update and its spoken result at least this long
// (model/pacing.ts revealDelayMs), so neither gives away the cards, the ball or the dice.
export const BACCARAT_CARD_MS = 550;
export const DRAGON_TIGER_CARD_MS = 700;
export const NIUNIU_CARD_MS = 300;
export const ROULETTE_SPIN_MS = 3000;
export const SIC_BO_ROLL_MS = 1400;

export const TABLE_REVEAL_MS = {
  baccarat: BACCARAT_CARD_MS * 6,
  'dragon-tiger': DRAGON_TIGER_CARD_MS * 2,
  niuniu: NIUNIU_CARD_MS * 10,
  roulette: ROULETTE_SPIN_MS,
  'sic-bo': SIC_BO_ROLL_MS,
} as const;
