// Launching a game or a vendor (spec §2.1 launch routes): list-category vendors open their list;
// everything else needs a session (guest → login modal, which also offers the game's demo), then
// follows the server's launch target: an in-app route, the game popup of a container, or the game.
// A tile of a vertical that is not open yet goes to its "not open yet" screen (decision 021).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TLaunchTarget } from '@pavilion/contracts/games';
import { api, ApiError } from '@/shared/api/http';
import { translateError } from '@/shared/errors/error-text';
import { useSession } from '@/shared/session/session-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { useApiLanguage } from '@/shared/i18n/use-api-language';
import {
  comingSoonPath,
  demoPath,
  launchGate,
  launchStep,
  localLaunchTarget,
  maintenanceGames,
  notOpenTarget,
  notOpenVertical,
  type TLaunchRequest,
} from '../lib/launch-target';
import { useLaunchDialog } from '../stores/launch-dialog-store';

export function useLaunchGame() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useApiLanguage();
  const { t } = useTranslation('lobby');
  const openModal = useModalStore((s) => s.open);
  const showDialog = useLaunchDialog((s) => s.show);

  const follow = useCallback(
    (target: TLaunchTarget) => {
      const step = launchStep(target);
      switch (step.type) {
        case 'navigate':
          void navigate(step.to);
          break;
        case 'assign':
          window.location.assign(step.url);
          break;
        case 'popup':
          openModal('gamePopup', { title: step.title, games: step.games });
          break;
        case 'invalid':
          showDialog({ kind: 'error', message: t('launch.failed') });
          break;
      }
    },
    [navigate, openModal, showDialog, t],
  );

  return useCallback(
    async (req: TLaunchRequest) => {
      const notOpen = notOpenTarget(req);
      if (notOpen) {
        void navigate(notOpen);
        return;
      }
      const local = localLaunchTarget(req);
      if (local) {
        follow(local);
        return;
      }
      const { isLogin, isTrial } = useSession.getState();
      const gate = launchGate({ isLogin, isTrial });
      if (gate !== 'ok') {
        // a guest may log in, or play the game's demo with play money
        openModal('login', { demoPath: demoPath(req) });
        return;
      }
      const query =
        'nodeId' in req
          ? { nodeId: req.nodeId, language }
          : { vendor: req.vendor, gameType: req.gameType, language };
      try {
        const target = await api<TLaunchTarget>('/games/launch', { query });
        follow(target);
        if (target.kind !== 'popup') {
          void queryClient.invalidateQueries({ queryKey: ['lobby', 'recent'] });
        }
      } catch (error) {
        if (!(error instanceof ApiError)) {
          throw error;
        }
        const vertical = notOpenVertical(error);
        const recommended = vertical ? null : await maintenanceGames(error);
        if (vertical) {
          void navigate(comingSoonPath(vertical));
        } else if (recommended) {
          showDialog({ kind: 'maintenance', games: recommended });
        } else if (error.code === 'NOT_LOGGED_IN' || error.code === 'SESSION_EXPIRED') {
          openModal('login');
        } else if (error.code === 'REAL_ACCOUNT_REQUIRED') {
          openModal('realAccount');
        } else {
          showDialog({ kind: 'error', message: await translateError(error) });
        }
      }
    },
    [follow, language, navigate, openModal, queryClient, showDialog, t],
  );
}
