// Session state (spec §3 login state flags): token in sessionStorage under `token`, member info,
// isLogin / isAgent / isTrial. A small zustand store; server data lives in TanStack Query.
import { create } from 'zustand';
import { SESSION_KEYS, isAgentType, TRIAL_USER_TYPE } from '@pavilion/contracts/constants';
import type { TMemberInfo } from '@pavilion/contracts/auth';
import { readStoredToken } from './stored-token';

type TSessionState = {
  token: string | null;
  member: TMemberInfo | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  setSession: (token: string, member: TMemberInfo) => void;
  setMember: (member: TMemberInfo) => void;
  clear: () => void;
};

export const useSession = create<TSessionState>((set) => ({
  token: readStoredToken(),
  member: null,
  isLogin: readStoredToken() !== null,
  isAgent: false,
  isTrial: false,
  setSession: (token, member) => {
    sessionStorage.setItem(SESSION_KEYS.token, token);
    set({
      token,
      member,
      isLogin: true,
      isAgent: isAgentType(member.type),
      isTrial: member.type === TRIAL_USER_TYPE,
    });
  },
  setMember: (member) =>
    set({ member, isAgent: isAgentType(member.type), isTrial: member.type === TRIAL_USER_TYPE }),
  clear: () => {
    sessionStorage.clear();
    set({ token: null, member: null, isLogin: false, isAgent: false, isTrial: false });
  },
}));

export function getToken(): string | null {
  return useSession.getState().token;
}
