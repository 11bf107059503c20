// The betting state of one table view: chosen chip, stakes by spot, undo history, the slip of the
// last round (rebet) and the field message. `submit` checks the slip against the engine limits
// and the balance and only then hands it to the view's builder (which calls onPlay).
import { useMemo, useState } from 'react';
import type { TPlayGame } from '@pavilion/contracts/play';
import {
  addChip,
  checkSlip,
  EMPTY_SLIP,
  slipDebit,
  type TBetSlip,
  type TSlipLimits,
  type TSlipProblem,
} from './bet-slip';
import { chipValues } from './chips';

type TOptions = {
  game: TPlayGame;
  balance: number;
  maxPositions?: number;
  debitOf?: TSlipLimits['debitOf'];
};

export type TTableSlip = {
  chips: number[];
  chip: number;
  setChip: (chip: number) => void;
  slip: TBetSlip;
  /** the amount the round would debit */
  total: number;
  problem: TSlipProblem | null;
  canUndo: boolean;
  canRebet: boolean;
  place: (key: string) => void;
  undo: () => void;
  clear: () => void;
  rebet: () => void;
  submit: (play: (slip: TBetSlip) => void) => void;
};

export function useTableSlip({ game, balance, maxPositions, debitOf }: TOptions): TTableSlip {
  const chips = useMemo(() => chipValues(game.minBet, game.maxBet), [game.minBet, game.maxBet]);
  const [chosen, setChip] = useState<number | null>(null);
  const [slip, setSlip] = useState<TBetSlip>(EMPTY_SLIP);
  const [history, setHistory] = useState<TBetSlip[]>([]);
  const [lastPlayed, setLastPlayed] = useState<TBetSlip | null>(null);
  const [problem, setProblem] = useState<TSlipProblem | null>(null);
  const limits: TSlipLimits = {
    minBet: game.minBet,
    maxBet: game.maxBet,
    stakeUnit: game.stakeUnit,
    balance,
    maxPositions,
    debitOf,
  };
  const chip = chosen !== null && chips.includes(chosen) ? chosen : (chips[0] ?? game.minBet);

  const change = (next: TBetSlip) => {
    if (next !== slip) {
      setHistory((h) => [...h, slip]);
      setSlip(next);
    }
  };

  return {
    chips,
    chip,
    setChip,
    slip,
    total: slipDebit(slip, debitOf),
    problem,
    canUndo: history.length > 0,
    canRebet: lastPlayed !== null && lastPlayed !== slip,
    place: (key) => {
      const result = addChip(slip, key, chip, limits);
      change(result.slip);
      setProblem(result.problem);
    },
    undo: () => {
      const previous = history[history.length - 1];
      if (previous) {
        setHistory(history.slice(0, -1));
        setSlip(previous);
        setProblem(null);
      }
    },
    clear: () => {
      change(EMPTY_SLIP);
      setProblem(null);
    },
    rebet: () => {
      if (lastPlayed) {
        change(lastPlayed);
        setProblem(checkSlip(lastPlayed, limits));
      }
    },
    submit: (play) => {
      const found = checkSlip(slip, limits);
      setProblem(found);
      if (!found) {
        setLastPlayed(slip);
        play(slip);
      }
    },
  };
}
