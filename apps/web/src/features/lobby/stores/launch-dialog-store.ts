// The lobby's own dialogs raised by a launch: 'game under maintenance' with recommended games
// (spec §2.9), or a launch that failed for another reason.
import { create } from 'zustand';
import type { TGameItem } from '@pavilion/contracts/games';

export type TLaunchDialog = { kind: 'maintenance'; games: TGameItem[] } | { kind: 'error'; message: string };

type TLaunchDialogState = {
  dialog: TLaunchDialog | null;
  show: (dialog: TLaunchDialog) => void;
  close: () => void;
};

export const useLaunchDialog = create<TLaunchDialogState>((set) => ({
  dialog: null,
  show: (dialog) => set({ dialog }),
  close: () => set({ dialog: null }),
}));
