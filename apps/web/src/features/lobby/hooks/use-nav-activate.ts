// What clicking a navigation entry does (top navigation and side categories alike): login
// first where required (FAVORITE), then open the page or launch the only vendor (spec §2.2).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { useModalStore } from '@/shared/ui/modal-store';
import type { TNavItem } from '../lib/nav-items';
import { useLaunchGame } from './use-launch-game';

export function useNavActivate() {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const openModal = useModalStore((s) => s.open);
  return useCallback(
    (item: TNavItem) => {
      if (item.loginRequired && !useSession.getState().isLogin) {
        openModal('login');
        return;
      }
      if (item.action.kind === 'launch') {
        const { vassalage, gameType, isVendorLaunch } = item.action.vendor;
        void launch({ vendor: vassalage, gameType, isVendorLaunch });
        return;
      }
      void navigate(item.action.path);
    },
    [launch, navigate, openModal],
  );
}

const HOME_PATHS = ['/', '/index', '/index.html', '/home'];

/** Whether an entry's page is the one shown. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  return itemPath === '/' ? HOME_PATHS.includes(pathname) : pathname === itemPath;
}
