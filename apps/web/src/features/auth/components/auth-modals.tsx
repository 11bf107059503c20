// Renders whichever identity modal the modal store has open (spec §2.5): login, register,
// forgot password, change password, the real-account warning and the demo inbox. Each is a lazy
// chunk (with the auth translations) fetched when it opens, so the forms, react-hook-form and zod
// stay off the home route.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lazyModal } from '@/shared/ui/lazy-modal';
import { registerModalPreloads, useModalStore } from '@/shared/ui/modal-store';
import type { TLoginChallenge } from '../api/auth-api';
import { registrationConfigQuery } from '../api/use-site-data';

// every identity dialog reads these namespaces: they load with its code, not after it
const withStrings = { namespaces: ['auth', 'errors'] } as const;

const LoginModal = lazyModal(() => import('./login-modal').then((m) => m.LoginModal), withStrings);
const RegisterModal = lazyModal(() => import('./register-modal').then((m) => m.RegisterModal), withStrings);
const ForgotPasswordModal = lazyModal(
  () => import('./forgot-password-modal').then((m) => m.ForgotPasswordModal),
  withStrings,
);
const ChangePasswordModal = lazyModal(
  () => import('./change-password-modal').then((m) => m.ChangePasswordModal),
  withStrings,
);
const RealAccountModal = lazyModal(
  () => import('./real-account-modal').then((m) => m.RealAccountModal),
  withStrings,
);
const OutboxModal = lazyModal(() => import('./outbox-list').then((m) => m.OutboxModal), withStrings);

/** Lets an opening (or the intent to open) start each dialog's code, strings and data at once. */
function usePreloads() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerModalPreloads({
        login: LoginModal.preload,
        register: () => {
          RegisterModal.preload();
          void queryClient.prefetchQuery(registrationConfigQuery);
        },
        forgotPassword: ForgotPasswordModal.preload,
        changePassword: ChangePasswordModal.preload,
        realAccount: RealAccountModal.preload,
        outbox: OutboxModal.preload,
      }),
    [queryClient],
  );
}

function isChallenge(value: unknown): value is TLoginChallenge {
  return typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'verify';
}

export function AuthModals() {
  usePreloads();
  const name = useModalStore((s) => s.name);
  const props = useModalStore((s) => s.props);
  const close = useModalStore((s) => s.close);
  switch (name) {
    case 'login': {
      const challenge = isChallenge(props.challenge) ? props.challenge : undefined;
      // a guest who tried to start a game may play its demo instead (lobby launch)
      const demo =
        typeof props.demoPath === 'string' && props.demoPath.startsWith('/seamless?')
          ? props.demoPath
          : undefined;
      return <LoginModal key={challenge?.challengeId ?? 'login'} challenge={challenge} demoPath={demo} />;
    }
    case 'register':
      return <RegisterModal />;
    case 'forgotPassword':
      return <ForgotPasswordModal />;
    case 'changePassword':
      return (
        <ChangePasswordModal
          oldPassword={typeof props.oldPassword === 'string' ? props.oldPassword : undefined}
          forced={props.forced === true}
        />
      );
    case 'realAccount':
      return <RealAccountModal />;
    case 'outbox':
      return <OutboxModal onClose={close} />;
    default:
      return null;
  }
}
