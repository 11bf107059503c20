// The browser's offer to install the site (issue 30). Chromium fires `beforeinstallprompt` once,
// early, on whichever page the member opens first: it is caught at start-up and kept here, so the
// download page can offer "Install" later. Its default (Chrome's mini-infobar on Android) is
// prevented: the offer lives on the download page.
import { create } from 'zustand';

/** Chromium's event (not in the DOM typings: it is not a standard). */
export type TInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type TInstallState = {
  /** The offer, while the browser holds one; used once. */
  offer: TInstallPromptEvent | null;
  /** Installed while this page was open (`appinstalled`). */
  installed: boolean;
};

export const useInstallPrompt = create<TInstallState>(() => ({ offer: null, installed: false }));

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPrompt.setState({ offer: event as TInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    useInstallPrompt.setState({ offer: null, installed: true });
  });
}

/** Shows the browser's install dialog; true when the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const { offer } = useInstallPrompt.getState();
  if (!offer) {
    return false;
  }
  useInstallPrompt.setState({ offer: null }); // an offer can be shown once
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  return outcome === 'accepted';
}

/** Whether the site runs as an installed app (its own window, or an iOS home-screen app). */
export function isStandalone(): boolean {
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
