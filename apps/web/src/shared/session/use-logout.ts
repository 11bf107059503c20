// Logout (spec §4): the caller has asked for confirmation; this revokes the session on the
// server, clears session storage, resets login state and replaces the route (agents → /agent).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/shared/api/http';
import { useSession } from './session-store';

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (opts: { toAgent?: boolean } = {}) => {
    const wasAgent = useSession.getState().isAgent;
    try {
      await api('/auth/logout', { method: 'DELETE' });
    } catch {
      // the session may already be gone server-side; logging out locally is still right
    }
    useSession.getState().clear();
    queryClient.removeQueries({ queryKey: ['me'] });
    await navigate(opts.toAgent || wasAgent ? '/agent' : '/', { replace: true });
  };
}
