// Favourites (spec §7): the ids of the member's favourite games, the favourite list (pageSize
// 999) and the add/remove toggle: login required, trial users get the real-account modal, one
// change per second (spec §5), optimistic so the heart answers at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FAVOURITE_THROTTLE_MS } from '@pavilion/contracts/constants';
import type { TGameItem, TGamePage } from '@pavilion/contracts/games';
import { FAVOURITE_PAGE_SIZE } from '@pavilion/contracts/games-constants';
import { api, ApiError } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { launchGate } from '../lib/launch-target';
import { createThrottle } from '../lib/throttle';
import { useApiLanguage } from '@/shared/i18n/use-api-language';

type TIds = { nodeIds: number[] };

const throttle = createThrottle(FAVOURITE_THROTTLE_MS);

function useRealMember() {
  const token = useSession((s) => s.token);
  const isTrial = useSession((s) => s.isTrial);
  return { token, enabled: token !== null && !isTrial };
}

export function useFavouriteIds(): Set<number> {
  const { token, enabled } = useRealMember();
  const { data } = useQuery({
    queryKey: ['lobby', 'favourite-ids', token],
    queryFn: () => api<TIds>('/games/favourites/ids'),
    enabled,
    select: (d) => new Set(d.nodeIds),
  });
  return data ?? new Set<number>();
}

export function useFavouriteList() {
  const { token, enabled } = useRealMember();
  const language = useApiLanguage();
  return useQuery({
    queryKey: ['lobby', 'favourites', token, language],
    queryFn: () =>
      api<TGamePage>('/games/favourites', { query: { pageNo: 1, pageSize: FAVOURITE_PAGE_SIZE, language } }),
    enabled,
  });
}

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const openModal = useModalStore((s) => s.open);
  const idsKey = ['lobby', 'favourite-ids', token];

  const mutation = useMutation({
    mutationFn: ({ game, add }: { game: TGameItem; add: boolean }) =>
      add
        ? api<unknown>('/games/favourites', {
            method: 'POST',
            body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
          })
        : api<unknown>(`/games/favourites/${game.nodeId}`, { method: 'DELETE' }),
    onMutate: async ({ game, add }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<TIds>(idsKey);
      const ids = new Set(previous?.nodeIds ?? []);
      if (add) {
        ids.add(game.nodeId);
      } else {
        ids.delete(game.nodeId);
      }
      queryClient.setQueryData<TIds>(idsKey, { nodeIds: [...ids] });
      return { previous };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(idsKey, context?.previous);
      // the session may have changed under us (member info not loaded yet, or expired)
      if (error instanceof ApiError && error.code === 'REAL_ACCOUNT_REQUIRED') {
        openModal('realAccount');
      } else if (
        error instanceof ApiError &&
        (error.code === 'NOT_LOGGED_IN' || error.code === 'SESSION_EXPIRED')
      ) {
        openModal('login');
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['lobby', 'favourites'] }),
  });

  return useCallback(
    (game: TGameItem, isFavourite: boolean) => {
      const { isLogin, isTrial } = useSession.getState();
      const gate = launchGate({ isLogin, isTrial });
      if (gate !== 'ok') {
        openModal(gate);
        return;
      }
      if (!throttle.tryAcquire()) {
        return;
      }
      mutation.mutate({ game, add: !isFavourite });
    },
    [mutation, openModal],
  );
}
