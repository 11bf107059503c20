// Paylines, reel strips and paytables of the slot themes. Symbols: W wild, S scatter, H1..H4 high,
// L1..L4 low; each theme names them for display. Line pays are in line bets for 2, 3, 4 and 5 of a
// kind; scatter pays are in total bets for 3, 4 and 5 scatters; free spins are awarded for 3, 4, 5.
// Strips are spelled as space-separated symbols. Each theme's declared RTP is its exact return
// (slot-rtp.ts) rounded to 4 decimals; the tests hold every theme to it.

export const SLOT_SYMBOLS = ['W', 'S', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4'] as const;
export type TSlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SLOT_THEME_IDS = ['classic', 'jungle', 'ocean', 'dragon', 'pharaoh', 'galaxy'] as const;
export type TSlotThemeId = (typeof SLOT_THEME_IDS)[number];

export type TSlotTheme = {
  id: TSlotThemeId;
  name: string;
  declaredRtp: number;
  labels: Record<TSlotSymbol, string>;
  pays: Record<Exclude<TSlotSymbol, 'S'>, readonly [number, number, number, number]>;
  scatterPays: readonly [number, number, number];
  freeSpins: readonly [number, number, number];
  freeSpinMultiplier: number;
  reels: readonly (readonly TSlotSymbol[])[];
};

/** Row (0 top, 1 middle, 2 bottom) of each reel on paylines 1..25. */
// prettier-ignore
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0], [2, 2, 1, 2, 2], [1, 2, 2, 2, 1], [1, 0, 0, 0, 1], [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [1, 1, 0, 1, 1], [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [1, 0, 2, 0, 1], [1, 2, 0, 2, 1],
];

const strips = (...reels: string[]): TSlotSymbol[][] =>
  reels.map((r) => r.trim().split(/\s+/) as TSlotSymbol[]);

export const SLOT_THEMES: readonly TSlotTheme[] = [
  {
    id: 'classic',
    name: 'Classic Sevens',
    declaredRtp: 0.9608,
    labels: {
      W: 'Wild',
      S: 'Star',
      H1: 'Seven',
      H2: 'Bar',
      H3: 'Bell',
      H4: 'Watermelon',
      L1: 'Plum',
      L2: 'Orange',
      L3: 'Lemon',
      L4: 'Cherry',
    },
    pays: {
      W: [0, 25, 100, 500],
      H1: [0, 20, 80, 300],
      H2: [0, 15, 60, 200],
      H3: [0, 10, 40, 150],
      H4: [0, 8, 30, 100],
      L1: [0, 5, 20, 60],
      L2: [0, 5, 15, 50],
      L3: [0, 4, 12, 40],
      L4: [0, 3, 10, 30],
    },
    scatterPays: [2, 10, 50],
    freeSpins: [10, 15, 20],
    freeSpinMultiplier: 2,
    reels: strips(
      'S L4 L3 H3 L1 L3 L2 L3 H2 L1 H1 H2 L4 H4 W L2 H2 L4 H4 L2 L1 L4 L3 L2 L1 H2 H3 H4 W',
      'S L2 L3 L1 H4 W L3 L4 L1 L4 H2 L2 L1 H1 H4 W L1 L3 L2 H2 H3 H1 H4 L3 L4 W L2 H3 L4 H2',
      'S L1 L3 H2 L4 W H4 L2 L3 L2 H4 H2 L4 H3 L4 L3 W L1 H3 L2 L4 H4 L3 H4 L2 H2 H1 W L1 H4 L4 L2 L1',
      'S L3 L1 H2 L4 W L1 H4 L4 L2 L1 L4 L2 H2 H4 W H4 L4 H3 H4 L3 L1 H3 L2 H1 W L3 L2 L3 L2',
      'S H2 H4 L4 W L4 H4 H1 L1 L3 H4 L3 H2 L1 L2 W L4 L2 L3 L1 H3 L2 L4 H3 L3 W L1 H4 H2 L4 L2',
    ),
  },
  {
    id: 'jungle',
    name: 'Jungle Quest',
    declaredRtp: 0.9646,
    labels: {
      W: 'Tiger Wild',
      S: 'Golden Idol',
      H1: 'Gorilla',
      H2: 'Panther',
      H3: 'Parrot',
      H4: 'Toucan',
      L1: 'A',
      L2: 'K',
      L3: 'Q',
      L4: 'J',
    },
    pays: {
      W: [0, 30, 150, 750],
      H1: [2, 25, 100, 400],
      H2: [0, 20, 75, 250],
      H3: [0, 15, 50, 150],
      H4: [0, 10, 40, 120],
      L1: [0, 5, 25, 80],
      L2: [0, 5, 20, 60],
      L3: [0, 4, 15, 50],
      L4: [0, 4, 10, 40],
    },
    scatterPays: [2, 5, 25],
    freeSpins: [8, 12, 20],
    freeSpinMultiplier: 2,
    reels: strips(
      'S H4 H1 L2 L3 W L3 L4 L2 H4 L4 L1 H3 H2 H3 W L3 H3 H2 L4 L1 L4 H4 H2 L2 W L2 L3 H4 L2',
      'S L4 H4 L3 L1 H4 H3 H2 L1 L2 H3 L4 L1 L3 L2 L3 W L3 H2 L4 L2 H1 L2 L4 L3 H4 L1 L2 L1 H4 H1 H2 W',
      'S H2 H3 H2 L3 W H2 L4 L1 H4 L2 L1 L4 L3 L1 H4 L2 W H2 L4 H4 L3 H4 L4 L2 H3 L2 L1 W H3 L2 L3 H1 L4',
      'S L1 L4 L1 L2 L4 H2 H3 L2 L4 L1 L2 L4 L3 H4 H3 W H4 H3 L3 L1 H4 L3 H1 L2 H4 L1 H1 L3 L2 H2 L4 W',
      'S W L3 H2 H4 L2 L4 H4 L4 L1 H3 H4 L2 L1 H2 L2 W H2 L1 L3 L4 H2 L3 H1 L4 L3 L2 L4 L2 L3 L1 H4',
    ),
  },
  {
    id: 'ocean',
    name: 'Ocean Pearls',
    declaredRtp: 0.9546,
    labels: {
      W: 'Pearl Wild',
      S: 'Treasure Chest',
      H1: 'Shark',
      H2: 'Dolphin',
      H3: 'Turtle',
      H4: 'Seahorse',
      L1: 'A',
      L2: 'K',
      L3: 'Q',
      L4: 'J',
    },
    pays: {
      W: [0, 20, 80, 400],
      H1: [0, 15, 60, 250],
      H2: [0, 12, 50, 150],
      H3: [0, 10, 30, 100],
      H4: [0, 8, 25, 80],
      L1: [0, 5, 15, 50],
      L2: [0, 4, 12, 40],
      L3: [0, 3, 10, 30],
      L4: [0, 2, 8, 25],
    },
    scatterPays: [1, 5, 20],
    freeSpins: [12, 15, 20],
    freeSpinMultiplier: 2,
    reels: strips(
      'S L4 L2 L3 L1 W L2 H3 L4 L3 L4 H4 H2 H3 H4 W H2 L2 L1 L3 L2 H2 L4 L1 H1 W L3 L1 H1 H4',
      'S H4 L3 H2 L1 W L1 L2 L4 H4 H1 H3 L4 L2 L1 W L3 H4 L4 L2 L1 H3 H1 L3 H3 W L2 H2 H4 L3',
      'S L2 L1 H2 W L3 L1 H1 H4 L2 H3 L4 L2 L3 L4 W L3 L2 H2 L1 H4 L1 L3 H1 H3 W L4 H4 H2 H4 H3',
      'S H1 L4 L3 W L3 L1 L2 H4 L3 L4 L2 H2 L4 W L1 L4 L2 L3 L2 H2 H4 H3 W H3 H4 H3 L1 H4',
      'S L4 H4 H3 L4 W L3 L2 H3 L3 H3 H2 H1 L4 L3 L2 W H4 L1 L3 L1 H4 L2 H4 L4 H1 W H2 H4 H2 L1 L2',
    ),
  },
  {
    id: 'dragon',
    name: 'Dragon Fortune',
    declaredRtp: 0.9616,
    labels: {
      W: 'Dragon Wild',
      S: 'Fire Pearl',
      H1: 'Gold Ingot',
      H2: 'Koi',
      H3: 'Lantern',
      H4: 'Fan',
      L1: 'A',
      L2: 'K',
      L3: 'Q',
      L4: 'J',
    },
    pays: {
      W: [0, 50, 250, 2000],
      H1: [5, 40, 200, 1000],
      H2: [0, 25, 100, 400],
      H3: [0, 20, 80, 250],
      H4: [0, 15, 50, 150],
      L1: [0, 5, 20, 80],
      L2: [0, 5, 20, 60],
      L3: [0, 4, 15, 50],
      L4: [0, 4, 10, 40],
    },
    scatterPays: [3, 15, 100],
    freeSpins: [8, 10, 15],
    freeSpinMultiplier: 3,
    reels: strips(
      'S L4 L1 H4 L3 W L1 H3 L4 L3 L1 L2 H4 H1 H3 L2 H4 L1 W L2 H2 L3 L1 H4 L2 L4 H1 H2 L3 H4 W L4 H3 L3 L4 H2 L2',
      'S H1 H4 L3 L2 L4 H3 L4 H2 L4 H4 L3 L1 L2 L4 L1 L3 W L3 L2 H2 L1 L3 L1 H4 H1 L4 L2 H3 L1 L2 H2 H3 H4 W',
      'S W H2 H1 L3 L4 H2 L3 H3 L1 L3 H3 H4 L2 L1 H2 L2 W L2 H4 H1 L4 L1 L4 L3 H3 L2 L4 L1 L3 H4 L1 L4 L2',
      'S W H3 L4 L2 H2 L3 L2 H2 L4 L1 L4 H4 H1 L1 H3 L3 H3 W L2 H4 L3 L2 L1 L3 L1 H4 L4 L3 H2 L4 H2 H1 H4 L2 L1',
      'S H1 H2 L2 H2 L4 H4 L2 H3 H2 L3 L4 H4 L3 L1 L4 L2 L3 W L2 H1 L3 H4 L1 H3 H2 L2 L1 L3 L1 L2 L4 H4 L1 L4 H3 W',
    ),
  },
  {
    id: 'pharaoh',
    name: "Pharaoh's Tomb",
    declaredRtp: 0.958,
    labels: {
      W: 'Pharaoh Wild',
      S: 'Pyramid',
      H1: 'Scarab',
      H2: 'Ankh',
      H3: 'Eye of Horus',
      H4: 'Cat',
      L1: 'A',
      L2: 'K',
      L3: 'Q',
      L4: 'J',
    },
    pays: {
      W: [0, 40, 200, 1000],
      H1: [2, 30, 150, 500],
      H2: [0, 20, 100, 300],
      H3: [0, 15, 60, 200],
      H4: [0, 10, 40, 150],
      L1: [0, 5, 20, 75],
      L2: [0, 5, 15, 60],
      L3: [0, 4, 12, 50],
      L4: [0, 3, 10, 40],
    },
    scatterPays: [2, 10, 50],
    freeSpins: [10, 12, 15],
    freeSpinMultiplier: 3,
    reels: strips(
      'S L3 L1 L3 H4 L4 L2 L4 L2 H4 H2 L3 L1 H1 L4 W L1 L3 H1 L3 H1 L4 H4 L1 L2 H2 L2 H3 L1 H2 W',
      'S L1 L4 H2 L4 H2 L3 L2 L1 L3 H1 L4 L2 H4 H1 W L1 H3 L1 H2 L3 H4 L4 H3 L4 H4 H1 L3 L2 H3 W',
      'S W H4 H1 L1 L4 L1 L2 L1 L3 L2 H4 L3 L2 L4 H2 W H3 H2 L3 L4 L1 H1 L4 H2 L2 L4 H2 L1 L2 L3 H4',
      'S W L3 H2 H4 L2 L1 L3 L4 L3 L1 L2 H3 L1 L4 H4 W L1 L4 H2 L4 L3 L2 L1 L2 L4 H4 H1 L3 H2 H4 L2',
      'S L2 L4 L3 H2 W L1 L2 L1 L4 H4 L4 L2 H4 L2 H3 W H2 L3 L4 L1 H2 L1 L2 L3 H4 L3 W L4 L3 L1 H4 H1',
    ),
  },
  {
    id: 'galaxy',
    name: 'Galaxy Gems',
    declaredRtp: 0.9628,
    labels: {
      W: 'Black Hole Wild',
      S: 'Comet',
      H1: 'Astronaut',
      H2: 'Rocket',
      H3: 'Planet',
      H4: 'Satellite',
      L1: 'Ruby',
      L2: 'Emerald',
      L3: 'Sapphire',
      L4: 'Topaz',
    },
    pays: {
      W: [0, 30, 120, 600],
      H1: [0, 25, 100, 350],
      H2: [0, 20, 70, 250],
      H3: [0, 12, 45, 150],
      H4: [0, 10, 35, 120],
      L1: [0, 6, 20, 70],
      L2: [0, 5, 18, 60],
      L3: [0, 5, 15, 50],
      L4: [0, 4, 12, 40],
    },
    scatterPays: [2, 8, 40],
    freeSpins: [15, 20, 25],
    freeSpinMultiplier: 2,
    reels: strips(
      'S L1 L2 H3 H4 L4 L2 L3 H4 L1 L2 H2 L3 L1 H4 W L4 L3 L1 L2 H1 L4 H3 H4 H2 L2 H2 L3 L4 H1 W',
      'S H3 L4 L3 L1 L4 H2 H3 L2 H4 H3 L2 H2 L1 L3 H2 W L2 L1 L4 L3 H4 L1 L4 L2 L3 H4 H1 L1 L4 L2 H4 W',
      'S L4 L3 L1 H2 W L2 L3 L2 L4 L2 L3 H4 H2 H4 L1 W L1 H3 L2 H4 L4 H1 L3 L1 L2 W L1 H2 H4 H3 L4',
      'S L2 L4 L2 H4 W L4 H4 H2 L1 L4 H2 L1 H2 L3 L4 W H3 L3 L1 L2 H3 L3 L1 L2 H3 W L1 L2 L3 H1 H4',
      'S W H4 H3 L3 L4 L2 H4 L3 H4 H1 L1 H3 L3 L1 L4 W H2 H4 L2 H1 L2 L4 L3 L2 L4 H2 L1 H2 L1 H3 L3',
    ),
  },
];
