// The login popup (spec §2.5, §2.6): username/password or mobile/SMS code (MOBILEVERCODELOGIN3),
// the second-verification step when the server asks for it, links to forgot password, register
// and the terms, and free play (FREEPLAY3).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/shared/api/http';
import { useFlag } from '@/shared/site/use-permission';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Segmented } from '@/shared/ui/form/segmented';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import { freePlay, type TLoginChallenge } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { apiErrorText } from '../model/error-text';
import styles from './auth.module.css';
import { DemoInboxLink } from './demo-inbox-link';
import { LoginPasswordForm } from './login-password-form';
import { LoginSmsForm } from './login-sms-form';
import { LoginVerifyStep } from './login-verify-step';
import { ProviderButtons } from './provider-buttons';

type TMethod = 'username' | 'sms';

export function LoginModal({
  challenge: initialChallenge,
  demoPath,
}: {
  challenge?: TLoginChallenge | undefined;
  demoPath?: string | undefined;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const { open, close } = useModalStore();
  const complete = useCompleteLogin();
  const smsEnabled = useFlag('MOBILEVERCODELOGIN3');
  const freePlayEnabled = useFlag('FREEPLAY3');
  const [method, setMethod] = useState<TMethod>('username');
  const [challenge, setChallenge] = useState<TLoginChallenge | null>(initialChallenge ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const activeMethod = smsEnabled ? method : 'username';

  const onFreePlay = async () => {
    setPlaying(true);
    setNotice(null);
    try {
      const result = await freePlay();
      if (result.status === 'ok') {
        // The forced-change flow keeps the typed password only in the modal props; complete()
        // closes every modal, which drops it (spec §4: remove the stored temporary password).
        await complete(result, { type: 'free-play' });
      }
    } catch (error) {
      setNotice(error instanceof ApiError ? apiErrorText(t, error) : t('errors:code.UNKNOWN_ERROR'));
    } finally {
      setPlaying(false);
    }
  };

  if (challenge) {
    return (
      <Modal title={t('verify.title')} onClose={close} testId="login-modal">
        <LoginVerifyStep
          challenge={challenge}
          onBack={(message) => {
            setChallenge(null);
            setNotice(message ?? null);
          }}
        />
      </Modal>
    );
  }

  return (
    <Modal title={t('login.title')} onClose={close} testId="login-modal">
      {smsEnabled ? (
        <Segmented
          label={t('login.method')}
          value={activeMethod}
          options={[
            { value: 'username', label: t('login.byUsername') },
            { value: 'sms', label: t('login.bySms') },
          ]}
          onChange={setMethod}
        />
      ) : null}
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      {activeMethod === 'username' ? (
        <LoginPasswordForm onChallenge={setChallenge} onForgot={() => open('forgotPassword')} />
      ) : (
        <LoginSmsForm onChallenge={setChallenge} />
      )}
      <ProviderButtons purpose="login" />
      <div className={styles.footer}>
        <span className={styles.inline}>
          {t('login.noAccount')}
          <button type="button" className={styles.textLink} onClick={() => open('register')}>
            {t('login.register')}
          </button>
        </span>
        {demoPath ? (
          <Link to={demoPath} className={`btn btn-outline ${styles.freePlay}`} onClick={close}>
            {t('login.playDemo')}
          </Link>
        ) : null}
        {freePlayEnabled ? (
          <Button
            variant="secondary"
            className={styles.freePlay}
            onClick={() => void onFreePlay()}
            busy={playing}
          >
            {t('login.freePlay')}
          </Button>
        ) : null}
        <span className={styles.inline}>
          {t('login.termsPrefix')}
          <Link to="/help#term" className={styles.textLink} onClick={close}>
            {t('login.terms')}
          </Link>
        </span>
        {activeMethod === 'sms' ? <DemoInboxLink /> : null}
      </div>
    </Modal>
  );
}
