// The session token as stored (spec §3: sessionStorage `token`), readable without the session store,
// for the early entry (src/early.ts).
import { SESSION_KEYS } from '@pavilion/contracts/constants';

export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(SESSION_KEYS.token);
  } catch {
    return null;
  }
}
