// One shared clock for every jackpot ticker on screen: a single interval of 3000 ms however many
// cards are mounted, so a card scrolled back into view shows the same number as before.
import { useSyncExternalStore } from 'react';
import { JACKPOT_TICK_MS, jackpotTicks } from '../lib/jackpot';

const startedAt = Date.now();
const listeners = new Set<() => void>();
let ticks = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  ticks = jackpotTicks(startedAt, Date.now());
  timer ??= setInterval(() => {
    ticks = jackpotTicks(startedAt, Date.now());
    listeners.forEach((l) => l());
  }, JACKPOT_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useJackpotTicks(): number {
  return useSyncExternalStore(subscribe, () => ticks);
}
