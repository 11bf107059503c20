// What every successful login path does with an 'ok' result (spec §4 Login): store the session,
// open the forced change-password modal when the server says so (never for SMS logins), else
// close the modal; agents on the agent page go to /agentHome; /login and /register go home.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { useModalStore } from '@/shared/ui/modal-store';
import type { TLoginOk } from '../api/auth-api';

/** Read by the lobby's startup popups (execution F, spec §4 "first-login action"). */
const FIRST_LOGIN_KEY = 'FIRST_LOGIN';

type TCompleteOptions = {
  type: 'username' | 'sms' | 'verify' | 'register' | 'reset' | 'free-play' | 'provider';
  typedPassword?: string;
};

export function useCompleteLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return async (result: TLoginOk, opts: TCompleteOptions) => {
    useSession.getState().setSession(result.token, result.member);
    if (result.firstTimeLogin) {
      sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
    }
    queryClient.setQueryData(['me', result.token], result.member);
    if (result.mustChangePassword && opts.type !== 'sms' && opts.type !== 'provider') {
      useModalStore.getState().open('changePassword', { oldPassword: opts.typedPassword, forced: true });
      return;
    }
    useModalStore.getState().close();
    if (result.member.isAgent && location.pathname === '/agent') {
      await navigate('/agentHome');
    } else if (
      opts.type === 'register' ||
      opts.type === 'reset' ||
      opts.type === 'free-play' ||
      opts.type === 'provider'
    ) {
      await navigate('/');
    } else if (location.pathname === '/login' || location.pathname === '/register') {
      await navigate('/', { replace: true });
    }
  };
}
