// The simulated feed's output shapes (see simulated-feed.ts and decision 047). Times are epoch ms.
import type { TMarketKind, TSport, TSportsResult, TSportsVertical } from './catalogue.ts';

export type TSimSelection = { id: string; key: string; label: string | null; odds1000: number };
export type TSimMarket = {
  id: string;
  kind: TMarketKind;
  lineQ: number | null;
  param: number | null;
  /** stays open after the start (else it closes at the start) */
  inPlay: boolean;
  selections: TSimSelection[];
};
export type TSimFixture = {
  /** stable across runs of one seed and day */
  id: string;
  sport: TSport;
  vertical: TSportsVertical;
  league: string;
  home: string;
  away: string;
  /** epoch ms */
  startsAt: number;
  /** epoch ms betting closes for a cockfight (before the fight); null for the others */
  closesAt: number | null;
  fightNo: number | null;
  markets: TSimMarket[];
  /** sorted by atMs */
  timeline: TSimStep[];
};
export type TSimOdds = { selectionId: string; odds1000: number };
/** `marketId: null` in suspend/resume means the whole event. */
export type TSimStep =
  | { atMs: number; type: 'odds'; marketId: string; odds: TSimOdds[] }
  | { atMs: number; type: 'suspend'; marketId: string | null }
  | { atMs: number; type: 'resume'; marketId: string | null }
  | { atMs: number; type: 'close'; marketId: string }
  | { atMs: number; type: 'start' }
  | { atMs: number; type: 'score'; home: number; away: number; period: string; clock: string | null }
  | { atMs: number; type: 'end'; result: TSportsResult }
  | { atMs: number; type: 'correct'; result: TSportsResult };

export type TMatchDayOptions = {
  seed: number;
  /** epoch ms of the day's start (UTC midnight, usually) */
  dayStart: number;
  football?: number;
  basketball?: number;
  tennis?: number;
  esports?: number;
  cockfights?: number;
  /** chance a football or basketball match gets a corrected result after its end (default 0.03) */
  correctionRate?: number;
  /** how much faster than real time matches play (default 1; tests play a match in seconds) */
  speed?: number;
};
