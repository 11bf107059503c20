// Renders whichever identity modal the modal store has open (spec §2.5): login, register,
// forgot password, change password, the real-account warning and the demo inbox.
import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import type { TLoginChallenge } from '../api/auth-api';
import { ChangePasswordModal } from './change-password-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { OutboxList } from './outbox-list';
import { RealAccountModal } from './real-account-modal';
import { RegisterModal } from './register-modal';

function isChallenge(value: unknown): value is TLoginChallenge {
  return typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'verify';
}

export function AuthModals() {
  const { t } = useTranslation('auth');
  const name = useModalStore((s) => s.name);
  const props = useModalStore((s) => s.props);
  const close = useModalStore((s) => s.close);
  switch (name) {
    case 'login': {
      const challenge = isChallenge(props.challenge) ? props.challenge : undefined;
      return <LoginModal key={challenge?.challengeId ?? 'login'} challenge={challenge} />;
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
      return (
        <Modal title={t('outbox.title')} onClose={close} width={520} testId="outbox-modal">
          <OutboxList />
        </Modal>
      );
    default:
      return null;
  }
}
