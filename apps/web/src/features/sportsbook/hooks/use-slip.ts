// The bet slip's state (one per tab, across the sportsbook's pages and reloads: sessionStorage):
// the selections, the bet type
// and system kind, stakes as typed, the accept-odds setting and the request id of the submission
// in progress. Any change to what would be sent makes a new request id; a retry of the same
// submission (a lost answer) reuses it, so the server places it once.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TAcceptOdds, TBetType, TSystemKind } from '@pavilion/games/sports/catalogue';
import { betTypesFor, newRequestId, systemKindsFor, type TSlipLeg } from '../lib/slip';

export const ACCEPT_ODDS_KEY = 'sportsAcceptOdds';

type TSlipState = {
  legs: TSlipLeg[];
  betType: TBetType;
  systemKind: TSystemKind | null;
  /** stake per single, by selection id, as typed */
  singleStakes: Record<string, string>;
  /** stake per line of the accumulator or system, as typed */
  comboStake: string;
  acceptOdds: TAcceptOdds;
  /** the request id of the accumulator or system ticket */
  requestId: string;
  /** the request id of each single, by selection id */
  singleIds: Record<string, string>;
  /** the sheet is open on a phone */
  expanded: boolean;
  toggle: (leg: TSlipLeg) => void;
  remove: (selectionId: string) => void;
  clear: () => void;
  setBetType: (betType: TBetType) => void;
  setSystemKind: (kind: TSystemKind) => void;
  setSingleStake: (selectionId: string, stake: string) => void;
  setComboStake: (stake: string) => void;
  setAcceptOdds: (accept: TAcceptOdds) => void;
  setExpanded: (expanded: boolean) => void;
  /** odds pushed by the stream or answered by ODDS_CHANGED: the slip shows the move until accepted */
  moveOdds: (moves: readonly { selectionId: string; odds1000: number }[]) => void;
  acceptMoves: () => void;
  setMarketOpen: (marketId: string, open: boolean) => void;
  /** a submission was placed: a fresh id for the next */
  placed: (selectionIds: readonly string[]) => void;
};

function storedAccept(): TAcceptOdds {
  try {
    const value = localStorage.getItem(ACCEPT_ODDS_KEY);
    return value === 'any' || value === 'none' || value === 'higher' ? value : 'higher';
  } catch {
    return 'higher';
  }
}

/** Fresh request ids for what the slip would send now. */
function ids(legs: readonly TSlipLeg[]) {
  return {
    requestId: newRequestId(),
    singleIds: Object.fromEntries(legs.map((leg) => [leg.selectionId, newRequestId()])),
  };
}

/** Keeps the bet type and system kind valid for the legs now on the slip. */
function fitted(legs: TSlipLeg[], betType: TBetType, systemKind: TSystemKind | null) {
  const types = betTypesFor(legs);
  const type = types.includes(betType) ? betType : types.includes('accumulator') ? 'accumulator' : 'single';
  const kinds = systemKindsFor(legs.length);
  const kind = systemKind && kinds.includes(systemKind) ? systemKind : (kinds[0] ?? null);
  return { betType: type, systemKind: kind };
}

export const SLIP_STORAGE_KEY = 'sportsSlip';

export const useSlip = create<TSlipState>()(
  persist(
    (set) => ({
      legs: [],
      betType: 'single',
      systemKind: null,
      singleStakes: {},
      comboStake: '',
      acceptOdds: storedAccept(),
      ...ids([]),
      expanded: false,
      toggle: (leg) =>
        set((s) => {
          const present = s.legs.some((l) => l.selectionId === leg.selectionId);
          const legs = present ? s.legs.filter((l) => l.selectionId !== leg.selectionId) : [...s.legs, leg];
          // a second selection makes an accumulator the natural choice, as bettors expect
          const wanted = !present && legs.length === 2 && s.betType === 'single' ? 'accumulator' : s.betType;
          return { legs, ...fitted(legs, wanted, s.systemKind), ...ids(legs) };
        }),
      remove: (selectionId) =>
        set((s) => {
          const legs = s.legs.filter((l) => l.selectionId !== selectionId);
          return { legs, ...fitted(legs, s.betType, s.systemKind), ...ids(legs) };
        }),
      clear: () => set({ legs: [], betType: 'single', systemKind: null, singleStakes: {}, ...ids([]) }),
      setBetType: (betType) => set((s) => ({ ...fitted(s.legs, betType, s.systemKind), ...ids(s.legs) })),
      setSystemKind: (kind) => set((s) => ({ systemKind: kind, ...ids(s.legs) })),
      setSingleStake: (selectionId, stake) =>
        set((s) => ({ singleStakes: { ...s.singleStakes, [selectionId]: stake }, ...ids(s.legs) })),
      setComboStake: (stake) => set((s) => ({ comboStake: stake, ...ids(s.legs) })),
      setAcceptOdds: (acceptOdds) => {
        try {
          localStorage.setItem(ACCEPT_ODDS_KEY, acceptOdds);
        } catch {
          // private mode: the setting lasts for this visit
        }
        set((s) => ({ acceptOdds, ...ids(s.legs) }));
      },
      setExpanded: (expanded) => set({ expanded }),
      moveOdds: (moves) =>
        set((s) => {
          let changed = false;
          const legs = s.legs.map((leg) => {
            const move = moves.find((m) => m.selectionId === leg.selectionId);
            if (!move || move.odds1000 === leg.odds1000) {
              return leg;
            }
            changed = true;
            return {
              ...leg,
              odds1000: move.odds1000,
              previousOdds1000: leg.previousOdds1000 ?? leg.odds1000,
            };
          });
          return changed ? { legs, ...ids(legs) } : {};
        }),
      acceptMoves: () =>
        set((s) => {
          const legs = s.legs.map((leg) => ({ ...leg, previousOdds1000: null }));
          return { legs, ...ids(legs) };
        }),
      setMarketOpen: (marketId, open) =>
        set((s) =>
          s.legs.some((l) => l.marketId === marketId && l.open !== open)
            ? { legs: s.legs.map((l) => (l.marketId === marketId ? { ...l, open } : l)) }
            : {},
        ),
      placed: (selectionIds) =>
        set((s) => {
          const legs = s.legs.filter((l) => !selectionIds.includes(l.selectionId));
          return { legs, ...fitted(legs, s.betType, s.systemKind), ...ids(legs) };
        }),
    }),
    {
      name: SLIP_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      // the request ids too: a submission retried after a reload is still the same submission
      partialize: (s) => ({
        legs: s.legs,
        betType: s.betType,
        systemKind: s.systemKind,
        singleStakes: s.singleStakes,
        comboStake: s.comboStake,
        requestId: s.requestId,
        singleIds: s.singleIds,
      }),
    },
  ),
);
