// The bet slip's rules as pure functions: which bet types the selections allow, the system kinds
// offered for a number of legs, the lines and the total stake, and what the slip returns if every
// leg wins. Lines and returns come from @pavilion/games/sports/ticket-return, the functions the
// server prices and settles a ticket with, so the slip never promises what the server would not pay.
import {
  MAX_LEGS_ACCUMULATOR,
  MAX_LEGS_SYSTEM,
  type TAcceptOdds,
  type TBetType,
  type TMarketKind,
  type TSport,
  type TSystemKind,
} from '@pavilion/games/sports/catalogue';
import { linesOf, potentialReturn } from '@pavilion/games/sports/ticket-return';

/** A selection on the slip, with what the slip shows of its event and market. */
export type TSlipLeg = {
  selectionId: string;
  marketId: string;
  eventId: string;
  sport: TSport;
  home: string;
  away: string;
  kind: TMarketKind;
  lineQ: number | null;
  param: number | null;
  key: string;
  label: string | null;
  /** the odds the member sees and sends */
  odds1000: number;
  /** the odds before the last move, while the member has not seen it (the slip marks it) */
  previousOdds1000: number | null;
  /** false while its market is suspended or closed */
  open: boolean;
};

/** The system kinds a slip of `legCount` legs can be placed as (named ones first, then "k/n"). */
export function systemKindsFor(legCount: number): TSystemKind[] {
  if (legCount < 3 || legCount > MAX_LEGS_SYSTEM) {
    return [];
  }
  const named: TSystemKind[] =
    legCount === 3 ? ['trixie', 'patent'] : legCount === 4 ? ['yankee', 'lucky15'] : [];
  const folds: TSystemKind[] = [];
  for (let k = 2; k < legCount; k++) {
    folds.push(`${k}/${legCount}`);
  }
  return [...folds, ...named];
}

/** Two legs of one event cannot be combined (INVALID_COMBINATION). */
export function hasSameEventLegs(legs: readonly Pick<TSlipLeg, 'eventId'>[]): boolean {
  return new Set(legs.map((leg) => leg.eventId)).size !== legs.length;
}

/** The bet types the legs allow: singles always; combinations from distinct events only. */
export function betTypesFor(legs: readonly Pick<TSlipLeg, 'eventId'>[]): TBetType[] {
  const types: TBetType[] = legs.length > 0 ? ['single'] : [];
  if (legs.length >= 2 && legs.length <= MAX_LEGS_ACCUMULATOR && !hasSameEventLegs(legs)) {
    types.push('accumulator');
    if (systemKindsFor(legs.length).length > 0) {
      types.push('system');
    }
  }
  return types;
}

/** Lines of one combination ticket (accumulator 1, system its combinations); 0 when it does not fit. */
export function lineCount(betType: TBetType, systemKind: TSystemKind | null, legCount: number): number {
  return linesOf(betType, systemKind, legCount)?.length ?? 0;
}

/** What a combination ticket returns if every leg wins at the slip's odds; 0 when it does not fit. */
export function comboReturn(
  betType: TBetType,
  systemKind: TSystemKind | null,
  legs: readonly Pick<TSlipLeg, 'odds1000'>[],
  stakePerLine: number,
): number {
  if (stakePerLine <= 0 || lineCount(betType, systemKind, legs.length) === 0) {
    return 0;
  }
  return potentialReturn({ betType, systemKind, legs, stakePerLine });
}

/** What a single returns if it wins. */
export function singleReturn(odds1000: number, stake: number): number {
  return stake > 0 ? potentialReturn({ betType: 'single', legs: [{ odds1000 }], stakePerLine: stake }) : 0;
}

/** Whether a move from the odds shown to the odds now is taken without asking, per the member's setting. */
export function acceptsMove(accept: TAcceptOdds, shown: number, now: number): boolean {
  return now === shown || accept === 'any' || (accept === 'higher' && now > shown);
}

/** A request id (UUID v4) for one submission; a retry of the same submission reuses it. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
