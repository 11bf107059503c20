// The round driver of members and trial users: the in-house game service's /api/play/* calls
// (token from the session store; errors arrive as ApiError with the server's catalogue code).
import type {
  TFairness,
  TPlayGame,
  TRecentRounds,
  TRotateReply,
  TRound,
  TRoundReply,
} from '@pavilion/contracts/play';
import { api } from '@/shared/api/http';
import type { TRoundDriver } from './round-driver';

export function fetchPlayGame(nodeId: number): Promise<TPlayGame> {
  return api<TPlayGame>('/play/game', { query: { nodeId } });
}

export function createServerDriver(mode: 'real' | 'trial'): TRoundDriver {
  return {
    mode,
    fairness: () => api<TFairness>('/play/fairness'),
    setClientSeed: (clientSeed) =>
      api<TFairness>('/play/fairness/client-seed', { method: 'PUT', body: { clientSeed } }),
    rotate: () => api<TRotateReply>('/play/fairness/rotate', { method: 'POST', body: {} }),
    start: (nodeId, start, requestId) =>
      api<TRoundReply>('/play/rounds', { method: 'POST', body: { nodeId, requestId, input: start } }),
    act: (roundId, action) =>
      api<TRoundReply>(`/play/rounds/${encodeURIComponent(roundId)}/actions`, {
        method: 'POST',
        body: action,
      }),
    recent: async (nodeId, limit) =>
      (await api<TRecentRounds>('/play/rounds', { query: { nodeId, limit } })).rounds,
    round: (roundId) => api<TRound>(`/play/rounds/${encodeURIComponent(roundId)}`),
  };
}
