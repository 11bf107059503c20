// The order in which app-level dialogs take the screen (decision 020): one dialog at a time; the
// others wait in a queue and show, best rank first, once the one on screen closes. Pure functions
// over the queue, so the rules are tested without React (modal-store.ts holds the queue).

export type TModalName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'logoutConfirm'
  | 'realAccount'
  | 'notice'
  | 'help'
  | 'feedback'
  | 'gamePopup'
  | 'outbox'
  | 'exclusionNotice'
  | 'realityCheck'
  | 'startupPopup';

export type TModalEntry = {
  name: TModalName;
  props: Record<string, unknown>;
  rank: TModalRank;
  /** arrival order: among equal ranks the earlier one shows first */
  seq: number;
};

/**
 * 0 blocking: the session cannot go on without it (a forced password change).
 * 1 task: a dialog the visitor opened, or the route asked for (/login, /register): login,
 *   register, forgot password, sign-out, notices, the notice after a self-exclusion…; a new task
 *   replaces the task on screen.
 * 2 reminder: the responsible-gaming reality check, on a timer.
 * 3 announcement: the startup popups of spec §4, shown when nothing else is open.
 */
export type TModalRank = 0 | 1 | 2 | 3;

export const MODAL_RANK = {
  login: 1,
  register: 1,
  forgotPassword: 1,
  changePassword: 1,
  logoutConfirm: 1,
  realAccount: 1,
  notice: 1,
  help: 1,
  feedback: 1,
  gamePopup: 1,
  outbox: 1,
  exclusionNotice: 1,
  realityCheck: 2,
  startupPopup: 3,
} as const satisfies Record<TModalName, TModalRank>;

/** The rank of a dialog as opened: a forced password change blocks everything else. */
export function rankOf(name: TModalName, props: Record<string, unknown>): TModalRank {
  return name === 'changePassword' && props.forced === true ? 0 : MODAL_RANK[name];
}

/** The entry on screen: the best rank, then the earliest. */
export function activeEntry(queue: readonly TModalEntry[]): TModalEntry | null {
  let best: TModalEntry | null = null;
  for (const entry of queue) {
    if (!best || entry.rank < best.rank || (entry.rank === best.rank && entry.seq < best.seq)) {
      best = entry;
    }
  }
  return best;
}

/**
 * Opening a blocking or task dialog: it replaces the tasks (one flow leads to the next: login →
 * forgot password); a blocking one also replaces a blocking one. A task opened while a blocking
 * dialog is up waits behind it.
 */
export function openEntry(queue: readonly TModalEntry[], entry: TModalEntry): TModalEntry[] {
  const replaced = (e: TModalEntry) =>
    e.rank === 1 || (entry.rank === 0 && e.rank === 0) || e.name === entry.name;
  return [...queue.filter((e) => !replaced(e)), entry];
}

/** A background dialog (reminder, announcement) asks for its turn; asking twice changes nothing. */
export function requestEntry(queue: readonly TModalEntry[], entry: TModalEntry): TModalEntry[] {
  return queue.some((e) => e.name === entry.name) ? [...queue] : [...queue, entry];
}

/** Closing the dialog on screen: the next one in order shows. */
export function closeActive(queue: readonly TModalEntry[]): TModalEntry[] {
  const active = activeEntry(queue);
  return queue.filter((e) => e !== active);
}

export function removeNamed(queue: readonly TModalEntry[], name: TModalName): TModalEntry[] {
  return queue.filter((e) => e.name !== name);
}

/** Whether a blocking dialog or a task is waiting or on screen (a route's dialog is still open). */
export function hasTask(queue: readonly TModalEntry[]): boolean {
  return queue.some((e) => e.rank <= 1);
}
