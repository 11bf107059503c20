// Startup popups of spec §4: execution A for members, B for visitors, F on a first login; shown
// once per session until closed (USER_POPUP / ANONYMOUS_POPUP in sessionStorage).
// The dialog itself (HTML content through DOMPurify) is a lazy chunk, fetched only when there is a
// popup to show; it appears once loaded, without a spinner. It waits for its turn behind any other
// dialog (the modal coordinator, decision 020): on /login the popups follow the login dialog.
import { useState } from 'react';
import type { TPopup } from '@pavilion/contracts/content';
import { useSession } from '@/shared/session/session-store';
import { lazyModal } from '@/shared/ui/lazy-modal';
import { useModalTurn } from '@/shared/ui/modal-store';
import { popupSessionKey, selectStartupPopups } from '../lib/startup-popups';

const StartupPopupModal = lazyModal(() => import('./startup-popup-modal').then((m) => m.StartupPopupModal), {
  fallback: null,
});

/**
 * Set to '1' in sessionStorage by the login flow when the server reports firstTimeLogin; the
 * lobby only reads it (see the lobby hand-over note).
 */
export const FIRST_LOGIN_KEY = 'FIRST_LOGIN';

function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function StartupPopups({ popups }: { popups: TPopup[] }) {
  const isLogin = useSession((s) => s.isLogin);
  const key = popupSessionKey(isLogin);
  const [closed, setClosed] = useState<string[]>([]);
  const [index, setIndex] = useState(0);
  const shown = selectStartupPopups(popups, { isLogin, firstLogin: readFlag(FIRST_LOGIN_KEY) });
  const popup = shown[Math.min(index, shown.length - 1)];
  const wanted = !!popup && !closed.includes(key) && !readFlag(key);
  const onScreen = useModalTurn('startupPopup', wanted);
  if (!popup || !onScreen) {
    return null;
  }
  const close = () => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // without storage the popup still stays closed for this page's life
    }
    setClosed((c) => [...c, key]);
    setIndex(0);
  };
  return (
    <StartupPopupModal popup={popup} index={index} total={shown.length} onIndex={setIndex} onClose={close} />
  );
}
