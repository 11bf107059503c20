// Step-by-step reveal of a new outcome (a card dealt per step, the wheel landing, the dice
// settling). A view passes the outcome and how many steps it has; each new outcome object starts
// again from step 0, one step every `stepMs`. With prefers-reduced-motion every step shows at
// once, and an outcome already there when the view mounts (a reload) is shown whole.
import { useEffect, useState } from 'react';
import { useMediaQuery } from '@/shared/ui/use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

export type TReveal = { shown: number; done: boolean; reduced: boolean };

export function useReveal(outcome: object | null, steps: number, stepMs: number): TReveal {
  const reduced = useReducedMotion();
  const [state, setState] = useState({ outcome, shown: steps });
  // Adjusting state while rendering (React's "store information from previous renders"): the
  // first paint of a new outcome already starts hidden, so no frame flashes the result.
  if (state.outcome !== outcome) {
    setState({ outcome, shown: reduced ? steps : 0 });
  }
  const shown = Math.min(state.shown, steps);
  useEffect(() => {
    if (shown >= steps) {
      return undefined;
    }
    const timer = setTimeout(() => setState((s) => ({ ...s, shown: s.shown + 1 })), stepMs);
    return () => clearTimeout(timer);
  }, [shown, steps, stepMs]);
  return { shown: reduced ? steps : shown, done: reduced || shown >= steps, reduced };
}
