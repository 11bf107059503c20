// Route guards (spec §2.1, §6): login-required routes without a stored token go to /login (the
// login modal over home); /agentHome needs an agent (no token or not an agent → /agent; a trial
// user sees the real-account notice, spec §4);
// /login and /register open their modal over the home page and return to / when it closes (and
// whatever it led to: forgot password, a forced password change); waiting popups show after.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isAgentType } from '@pavilion/contracts/constants';
import { RealAccountNotice } from '@/features/shell/member-center/real-account-notice';
import { useSession } from '@/shared/session/session-store';
import { useMember } from '@/shared/session/use-member';
import { hasTask } from '@/shared/ui/modal-queue';
import { useModalStore, type TModalName } from '@/shared/ui/modal-store';
import { PageSpinner } from './lazy-page';

export function RequireToken({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return children;
}

export function RequireAgent({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const member = useMember();
  if (!token) {
    return <Navigate to="/agent" replace />;
  }
  if (member.isPending) {
    return <PageSpinner />;
  }
  if (member.data?.isTrial) {
    return <RealAccountNotice area="agent" />;
  }
  if (!member.data || !isAgentType(member.data.type)) {
    return <Navigate to="/agent" replace />;
  }
  return children;
}

export function WithModal({
  modal,
  children,
}: {
  modal: Extract<TModalName, 'login' | 'register'>;
  children: ReactNode;
}) {
  const navigate = useNavigate();

  useEffect(() => {
    useModalStore.getState().open(modal);
    // once the visitor closes the dialog (or whatever it led to), leave /login or /register;
    // a startup popup waiting behind it does not keep the visitor on the route
    return useModalStore.subscribe((state, previous) => {
      if (!hasTask(state.queue) && hasTask(previous.queue)) {
        void navigate('/', { replace: true });
      }
    });
  }, [modal, navigate]);

  return children;
}
