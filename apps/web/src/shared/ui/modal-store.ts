// The modal coordinator (spec §2.5, decision 020): which app-level dialog is on screen. Any feature
// may open one (login, register, forgot/change password, sign-out, notice, help, game popup…) and
// the layouts render the one named here; background dialogs (reality check, startup popups) ask
// for their turn with useModalTurn. One dialog at a time, in the order of modal-queue.ts.
import { useEffect } from 'react';
import { create } from 'zustand';
import {
  activeEntry,
  closeActive,
  openEntry,
  rankOf,
  removeNamed,
  requestEntry,
  type TModalEntry,
  type TModalName,
} from './modal-queue';

export type { TModalName } from './modal-queue';

type TModalState = {
  queue: TModalEntry[];
  /** the dialog on screen, or null */
  name: TModalName | null;
  props: Record<string, unknown>;
  /** opens a dialog (a task or a blocking one): it shows now unless a blocking one is up */
  open: (name: TModalName, props?: Record<string, unknown>) => void;
  /** closes the dialog on screen; the next in order shows */
  close: () => void;
  /** a background dialog asks for its turn (it renders itself when `name` is its own) */
  request: (name: TModalName, props?: Record<string, unknown>) => void;
  /** a dialog, on screen or waiting, is no longer wanted */
  release: (name: TModalName) => void;
};

let seq = 0;

/** Each dialog's code (and data) preloader, registered by the feature that renders it. */
const preloads = new Map<TModalName, () => void>();

/** Registers dialogs' preloaders; returns the function that removes them. */
export function registerModalPreloads(entries: Partial<Record<TModalName, () => void>>): () => void {
  const added = Object.entries(entries) as [TModalName, () => void][];
  for (const [name, preload] of added) {
    preloads.set(name, preload);
  }
  return () => {
    for (const [name, preload] of added) {
      if (preloads.get(name) === preload) {
        preloads.delete(name);
      }
    }
  };
}

/**
 * Starts fetching a dialog's code and data ahead of its opening: on intent (hover, focus, touch of
 * the button that opens it) and at `open`, before React renders, so the chunk, its translations and
 * its data travel in parallel (issue 26).
 */
export function preloadModal(name: TModalName): void {
  preloads.get(name)?.();
}

function entry(name: TModalName, props: Record<string, unknown>): TModalEntry {
  seq += 1;
  return { name, props, rank: rankOf(name, props), seq };
}

function withActive(queue: TModalEntry[]): Pick<TModalState, 'queue' | 'name' | 'props'> {
  const active = activeEntry(queue);
  return { queue, name: active?.name ?? null, props: active?.props ?? {} };
}

export const useModalStore = create<TModalState>((set) => ({
  queue: [],
  name: null,
  props: {},
  open: (name, props = {}) => {
    preloadModal(name);
    set((s) => withActive(openEntry(s.queue, entry(name, props))));
  },
  close: () => set((s) => withActive(closeActive(s.queue))),
  request: (name, props = {}) => {
    preloadModal(name);
    set((s) => withActive(requestEntry(s.queue, entry(name, props))));
  },
  release: (name) => set((s) => withActive(removeNamed(s.queue, name))),
}));

/**
 * A dialog that renders itself (reality check, startup popups) asks for its turn while `wanted`,
 * and withdraws when no longer wanted or unmounted. True while it is the dialog on screen.
 */
export function useModalTurn(name: TModalName, wanted: boolean): boolean {
  const mine = useModalStore((s) => s.name === name);
  useEffect(() => {
    if (!wanted) {
      return;
    }
    useModalStore.getState().request(name);
    return () => useModalStore.getState().release(name);
  }, [name, wanted]);
  return wanted && mine;
}
