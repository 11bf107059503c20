// Startup popups of spec §4: execution A for logged-in users, B for visitors, F on a first login;
// shown once per session until closed, remembered under USER_POPUP or ANONYMOUS_POPUP.
import { SESSION_KEYS } from '@pavilion/contracts/constants';
import type { TPopup } from '@pavilion/contracts/content';

export type TPopupAudience = { isLogin: boolean; firstLogin: boolean };

export function popupSessionKey(isLogin: boolean): string {
  return isLogin ? SESSION_KEYS.userPopup : SESSION_KEYS.anonymousPopup;
}

export function selectStartupPopups(popups: readonly TPopup[], audience: TPopupAudience): TPopup[] {
  const wanted = audience.isLogin ? (audience.firstLogin ? ['F', 'A'] : ['A']) : ['B'];
  return popups
    .filter((p) => wanted.includes(p.execution))
    .sort((a, b) => wanted.indexOf(a.execution) - wanted.indexOf(b.execution) || a.sort - b.sort);
}
