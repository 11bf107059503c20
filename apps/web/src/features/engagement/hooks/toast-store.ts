// Notifications that arrived over the stream and are shown as toasts until dismissed or timed out.
import { create } from 'zustand';
import type { TNotification } from '@pavilion/contracts/notifications';

/** How long a toast stays when the member does nothing. */
export const TOAST_MS = 8_000;
const MAX_TOASTS = 3;

type TToastState = {
  toasts: TNotification[];
  push: (notification: TNotification) => void;
  dismiss: (id: number) => void;
};

export const useToasts = create<TToastState>((set) => ({
  toasts: [],
  push: (notification) =>
    set((s) => ({
      toasts: [notification, ...s.toasts.filter((t) => t.id !== notification.id)].slice(0, MAX_TOASTS),
    })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));
