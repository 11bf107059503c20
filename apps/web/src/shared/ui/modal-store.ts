// Which app-level modal is open (spec §2.5): login, register, forgot password, change password,
// logout confirmation, notice list, help, feedback, game popup. Any feature may open one; the app
// layout renders them.
import { create } from 'zustand';

export type TModalName = 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'logoutConfirm' | 'realAccount' | 'notice' | 'help' | 'feedback' | 'gamePopup' | 'outbox';

type TModalState = {
  name: TModalName | null;
  props: Record<string, unknown>;
  open: (name: TModalName, props?: Record<string, unknown>) => void;
  close: () => void;
};

export const useModalStore = create<TModalState>((set) => ({
  name: null,
  props: {},
  open: (name, props = {}) => set({ name, props }),
  close: () => set({ name: null, props: {} }),
}));
