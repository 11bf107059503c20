// Shell UI state: side menu collapsed (persisted), the phone-width drawer, balance visibility.
import { create } from 'zustand';

const COLLAPSED_KEY = 'sideMenuCollapsed';
const BALANCE_HIDDEN_KEY = 'balanceHidden';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean) {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    // private mode: the choice simply is not remembered
  }
}

type TShellUiState = {
  collapsed: boolean;
  drawerOpen: boolean;
  balanceHidden: boolean;
  toggleCollapsed: () => void;
  setDrawerOpen: (open: boolean) => void;
  toggleBalanceHidden: () => void;
};

export const useShellUi = create<TShellUiState>((set, get) => ({
  collapsed: readFlag(COLLAPSED_KEY),
  drawerOpen: false,
  balanceHidden: readFlag(BALANCE_HIDDEN_KEY),
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    writeFlag(COLLAPSED_KEY, collapsed);
    set({ collapsed });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  toggleBalanceHidden: () => {
    const balanceHidden = !get().balanceHidden;
    writeFlag(BALANCE_HIDDEN_KEY, balanceHidden);
    set({ balanceHidden });
  },
}));
