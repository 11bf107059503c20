// The fish of the session's sea as the canvas needs them: every poll's window merged (a fish stays
// until it has swum out), and the caught ones: those the server lists, the player's own kills, and
// other players' catches pushed on the sea's stream.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFish } from '@pavilion/contracts/fishing';
import { useSeaState } from '../api/fishing-api';

export function useSea(seaId: string, sessionId: string | null) {
  const state = useSeaState(sessionId);
  const fish = useRef(new Map<string, TFish>());
  const [caught, setCaught] = useState<ReadonlySet<string>>(new Set());
  const offset = state.data ? state.data.serverTime - state.data.receivedAt : 0;

  const addCaught = useCallback((ids: string[]) => {
    if (ids.length > 0) {
      setCaught((c) => new Set([...c, ...ids]));
    }
  }, []);

  useEffect(() => {
    if (!state.data) {
      return;
    }
    for (const f of state.data.fish) {
      fish.current.set(f.id, f);
    }
    for (const [id, f] of fish.current) {
      if (f.spawnAt + f.durationMs < state.data.serverTime - 2000) {
        fish.current.delete(id);
      }
    }
    addCaught(state.data.caught);
  }, [state.data, addCaught]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      return;
    }
    const source = new EventSource(`/api/fishing/seas/${encodeURIComponent(seaId)}/stream`);
    source.addEventListener('kill', (event) => {
      try {
        addCaught([(JSON.parse((event as MessageEvent<string>).data) as { fishId: string }).fishId]);
      } catch {
        // a malformed frame is ignored; the next poll lists the catch anyway
      }
    });
    return () => source.close();
  }, [seaId, addCaught]);

  return { state, fish: [...fish.current.values()], caught, addCaught, offset };
}
