// The member's odds format (decimal, Hong Kong, Malay, Indonesian), kept in localStorage so it
// survives reloads and applies on every sportsbook screen. Odds are formatted by the maths
// package's formatOdds (the same rounding the tests of @pavilion/games check).
import { create } from 'zustand';
import { ODDS_FORMATS, type TOddsFormat } from '@pavilion/games/sports/catalogue';
import { formatOdds } from '@pavilion/games/sports/odds-format';

export const ODDS_FORMAT_KEY = 'sportsOddsFormat';

export function readOddsFormat(stored: string | null): TOddsFormat {
  return (ODDS_FORMATS as readonly (string | null)[]).includes(stored) ? (stored as TOddsFormat) : 'decimal';
}

function storedFormat(): TOddsFormat {
  try {
    return readOddsFormat(localStorage.getItem(ODDS_FORMAT_KEY));
  } catch {
    return 'decimal';
  }
}

type TOddsFormatState = { format: TOddsFormat; setFormat: (format: TOddsFormat) => void };

export const useOddsFormat = create<TOddsFormatState>((set) => ({
  format: storedFormat(),
  setFormat: (format) => {
    try {
      localStorage.setItem(ODDS_FORMAT_KEY, format);
    } catch {
      // private mode: the choice lasts for this visit
    }
    set({ format });
  },
}));

/** The odds as the member reads them in the chosen format. */
export function useOddsText(): (odds1000: number) => string {
  const format = useOddsFormat((s) => s.format);
  return (odds1000) => formatOdds(odds1000, format);
}
