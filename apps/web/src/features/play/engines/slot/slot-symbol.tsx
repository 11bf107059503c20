// Slot symbol art drawn as inline SVG (no images, no emoji): wild and scatter look the same in
// every theme so players learn them once; the high symbols are shapes and the low ones letters or
// small shapes, coloured by the theme's palette. The cell's accessible name is the symbol's name.
import type { TSlotSymbol, TSlotThemeId } from '@pavilion/games/engines/slot-paytables';

type TPalette = {
  high: [string, string, string, string];
  low: [string, string, string, string];
  letters: boolean;
};

const PALETTES: Record<TSlotThemeId, TPalette> = {
  classic: {
    high: ['#e53935', '#6d4c41', '#fbc02d', '#43a047'],
    low: ['#8e24aa', '#fb8c00', '#c0ca33', '#d81b60'],
    letters: false,
  },
  jungle: {
    high: ['#5d4037', '#263238', '#e53935', '#fb8c00'],
    low: ['#2e7d32', '#558b2f', '#00897b', '#6d4c41'],
    letters: true,
  },
  ocean: {
    high: ['#546e7a', '#0288d1', '#2e7d32', '#f57c00'],
    low: ['#0277bd', '#00838f', '#3949ab', '#00695c'],
    letters: true,
  },
  dragon: {
    high: ['#f9a825', '#ef6c00', '#c62828', '#ad1457'],
    low: ['#b71c1c', '#bf360c', '#4e342e', '#880e4f'],
    letters: true,
  },
  pharaoh: {
    high: ['#1565c0', '#ef6c00', '#00897b', '#5d4037'],
    low: ['#283593', '#a1887f', '#6d4c41', '#00695c'],
    letters: true,
  },
  galaxy: {
    high: ['#546e7a', '#e53935', '#7e57c2', '#00acc1'],
    low: ['#d32f2f', '#2e7d32', '#1565c0', '#f9a825'],
    letters: false,
  },
};

const LETTERS = ['A', 'K', 'Q', 'J'];
const HIGH_SHAPES = [
  // gem, shield, bell, ring
  'M24 6l14 12-14 24L10 18z',
  'M24 6c6 4 12 4 16 4 0 16-6 26-16 32C14 36 8 26 8 10c4 0 10 0 16-4z',
  'M24 6c8 0 12 8 12 18v8l4 4H8l4-4v-8c0-10 4-18 12-18zM20 40h8a4 4 0 0 1-8 0z',
  'M24 8a16 16 0 1 1 0 32 16 16 0 0 1 0-32zm0 8a8 8 0 1 0 0 16 8 8 0 0 0 0-16z',
];
const LOW_SHAPES = [
  'M24 12a12 12 0 1 1 0 24 12 12 0 0 1 0-24z',
  'M24 10l12 14-12 14-12-14z',
  'M24 10c8 8 12 14 12 19a12 12 0 0 1-24 0c0-5 4-11 12-19z',
  'M14 14h20v20H14z',
];
const STAR = 'M24 6l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z';
const BURST = 'M24 3l5 9 10-3-3 10 9 5-9 5 3 10-10-3-5 9-5-9-10 3 3-10-9-5 9-5-3-10 10 3z';

export function SlotSymbol({ theme, symbol }: { theme: TSlotThemeId; symbol: TSlotSymbol }) {
  const palette = PALETTES[theme];
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {symbol === 'W' ? (
        <>
          <path d={BURST} fill="#f5b82e" stroke="#8a5a00" strokeWidth="1.5" />
          <text x="24" y="29" textAnchor="middle" fontSize="14" fontWeight="800" fill="#3b2600">
            W
          </text>
        </>
      ) : symbol === 'S' ? (
        <>
          <circle cx="24" cy="24" r="20" fill="#1e88e5" stroke="#0d47a1" strokeWidth="2" />
          <path d={STAR} fill="#fff59d" stroke="#f9a825" strokeWidth="1.5" />
        </>
      ) : symbol.startsWith('H') ? (
        <path
          d={HIGH_SHAPES[Number(symbol[1]) - 1]}
          fill={palette.high[Number(symbol[1]) - 1]}
          stroke="rgb(0 0 0 / 35%)"
          strokeWidth="1.5"
          fillRule="evenodd"
        />
      ) : palette.letters ? (
        <text
          x="24"
          y="34"
          textAnchor="middle"
          fontSize="28"
          fontWeight="800"
          fill={palette.low[Number(symbol[1]) - 1]}
        >
          {LETTERS[Number(symbol[1]) - 1]}
        </text>
      ) : (
        <path
          d={LOW_SHAPES[Number(symbol[1]) - 1]}
          fill={palette.low[Number(symbol[1]) - 1]}
          stroke="rgb(0 0 0 / 30%)"
          strokeWidth="1.5"
        />
      )}
    </svg>
  );
}
