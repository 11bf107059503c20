// What a guest demo opens, derived in the browser from the public catalogue item exactly as the
// server derives it for members: the engine and slot theme from engineForGame, the stake limits
// and declared RTP from the engine's meta (a slot theme declares its own RTP).
import type { TGameItem } from '@pavilion/contracts/games';
import type { TPlayGame } from '@pavilion/contracts/play';
import { slotTheme } from '@pavilion/games/engines/slot';
import { ENGINES, engineForGame } from '@pavilion/games/registry';

/** The catalogue fields a demo needs (a TGameItem has them all). */
export type TDemoGameRef = Pick<
  TGameItem,
  'nodeId' | 'gameCode' | 'displayName' | 'vassalage' | 'gameType' | 'subType'
>;

export function demoGameOf(item: TDemoGameRef, balance: number, currency: string): TPlayGame {
  const { engine, theme } = engineForGame({
    nodeId: item.nodeId,
    subType: item.subType,
    gameType: item.gameType,
  });
  const meta = ENGINES[engine];
  return {
    nodeId: item.nodeId,
    gameCode: item.gameCode,
    displayName: item.displayName,
    vendor: item.vassalage,
    gameType: item.gameType,
    engine,
    theme,
    declaredRtp: theme ? slotTheme(theme).declaredRtp : meta.declaredRtp,
    rtpBasis: meta.rtpBasis,
    stakeUnit: meta.stakeUnit,
    minBet: meta.minBet,
    maxBet: meta.maxBet,
    // The contract knows real and trial only; the frame shows "demo" from the driver's mode.
    mode: 'trial',
    balance,
    currency,
  };
}

/** A catalogue item with this node id anywhere in a cached value (lobby lists, pages, lanes). */
export function findGameItem(value: unknown, nodeId: number, depth = 0): TDemoGameRef | null {
  if (depth > 6 || value === null || typeof value !== 'object') {
    return null;
  }
  if (Array.isArray(value)) {
    for (const entry of value) {
      const found = findGameItem(entry, nodeId, depth + 1);
      if (found) {
        return found;
      }
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  if (
    record.nodeId === nodeId &&
    typeof record.subType === 'string' &&
    typeof record.gameType === 'string' &&
    typeof record.displayName === 'string'
  ) {
    return record as unknown as TDemoGameRef;
  }
  for (const entry of Object.values(record)) {
    const found = findGameItem(entry, nodeId, depth + 1);
    if (found) {
      return found;
    }
  }
  return null;
}
