// The game a guest demo opens. The page has only the node id (and maybe the game code), so the
// catalogue item comes from the lobby lists already in the query cache, else from this tab's
// earlier demos or the lobby's stored lists, else from a catalogue search by game code; the
// engine follows from it.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TGamePage } from '@pavilion/contracts/games';
import type { TPlayGame } from '@pavilion/contracts/play';
import { api } from '@/shared/api/http';
import { usePermission } from '@/shared/site/use-permission';
import { readDemoState } from '../drivers/demo-driver';
import { demoGameOf, findGameItem, type TDemoGameRef } from '../model/demo-game';

const SEEN_KEY = 'PLAY_DEMO_GAMES';

function readSeen(): Record<string, TDemoGameRef> {
  try {
    return JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '{}') as Record<string, TDemoGameRef>;
  } catch {
    return {};
  }
}

function remember(item: TDemoGameRef): void {
  try {
    const { nodeId, gameCode, displayName, vassalage, gameType, subType } = item;
    sessionStorage.setItem(
      SEEN_KEY,
      JSON.stringify({
        ...readSeen(),
        [nodeId]: { nodeId, gameCode, displayName, vassalage, gameType, subType },
      }),
    );
  } catch {
    // storage blocked: the next visit looks the game up again
  }
}

async function resolveItem(
  queryClient: QueryClient,
  nodeId: number,
  gameCode: string | null,
): Promise<TDemoGameRef | null> {
  const cached = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => findGameItem(query.state.data, nodeId))
    .find((item) => item !== null);
  const found =
    cached ??
    readSeen()[nodeId] ??
    fromLobbyStorage(nodeId) ??
    (gameCode ? await searchByCode(nodeId, gameCode) : null);
  if (found) {
    remember(found);
  }
  return found ?? null;
}

/** The lobby keeps some lists (hot games…) in sessionStorage across reloads. */
function fromLobbyStorage(nodeId: number): TDemoGameRef | null {
  try {
    for (let i = 0; i < sessionStorage.length; i++) {
      const text = sessionStorage.getItem(sessionStorage.key(i) ?? '');
      const found =
        text?.startsWith('{') || text?.startsWith('[') ? findGameItem(JSON.parse(text), nodeId) : null;
      if (found) {
        return found;
      }
    }
  } catch {
    // unreadable storage: fall through to the search
  }
  return null;
}

async function searchByCode(nodeId: number, gameCode: string): Promise<TDemoGameRef | null> {
  const page = await api<TGamePage>('/games', { query: { q: gameCode, pageSize: 100 } });
  return page.content.find((g) => g.nodeId === nodeId) ?? null;
}

export function useDemoGame(nodeId: number, gameCode: string | null) {
  const queryClient = useQueryClient();
  const currency = usePermission().data?.merchant.currency ?? '';
  return useQuery({
    queryKey: ['play', 'demo', 'game', nodeId, gameCode],
    queryFn: async (): Promise<TPlayGame | null> => {
      const item = await resolveItem(queryClient, nodeId, gameCode);
      return item ? demoGameOf(item, readDemoState().balance, currency) : null;
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}
