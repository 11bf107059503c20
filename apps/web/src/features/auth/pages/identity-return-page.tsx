// /auth/return: where identity providers send the user back (issue 18). The provider's answer is
// handed to the server once; then the user is logged in (or asked for the second verification),
// the link is confirmed in the security centre, or a first login chooses between a new account
// and linking an existing one with its password. Errors read in the user's language (§8).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TLoginResult } from '@pavilion/contracts/auth';
import type { TIdentityCallbackResult, TIdentitySignup } from '@pavilion/contracts/identity';
import { useErrorText } from '@/shared/errors/error-text';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useModalStore } from '@/shared/ui/modal-store';
import { finishIdentityLogin } from '../api/identity-api';
import styles from '../components/auth.module.css';
import { IdentitySignupChoices } from '../components/identity-signup';
import { useCompleteLogin } from '../hooks/use-complete-login';

/** One server call per provider answer, even when React runs the effect twice. */
const pending = new Map<string, Promise<TIdentityCallbackResult>>();

function finishOnce(query: string): Promise<TIdentityCallbackResult> {
  let call = pending.get(query);
  if (!call) {
    call = finishIdentityLogin(query);
    pending.set(query, call);
  }
  return call;
}

export default function IdentityReturnPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const complete = useCompleteLogin();
  const [signup, setSignup] = useState<TIdentitySignup | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onLogin = async (result: TLoginResult) => {
    if (result.status === 'ok') {
      await complete(result, { type: 'provider' });
    } else {
      await navigate('/', { replace: true });
      useModalStore.getState().open('login', { challenge: result });
    }
  };

  useEffect(() => {
    let active = true;
    const query = window.location.search;
    finishOnce(query)
      .then(async (result) => {
        if (!active) {
          return;
        }
        if (result.status === 'signup') {
          setSignup(result);
        } else if (result.status === 'linked') {
          await navigate('/member?page=securityCenter', { replace: true });
        } else {
          await onLogin(result);
        }
      })
      .catch((e: unknown) => {
        if (active) {
          setError(errorText(e));
        }
      });
    return () => {
      active = false;
    };
  }, []); // once per visit of the page

  if (signup) {
    return (
      <div className={styles.page}>
        <IdentitySignupChoices signup={signup} onLogin={(r) => void onLogin(r)} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="identity-return-title" aria-busy={!error}>
        <h1 id="identity-return-title" className={styles.cardTitle}>
          {t(error ? 'identity.returnFailed' : 'identity.returnTitle')}
        </h1>
        {error ? (
          <>
            <FormAlert>{error}</FormAlert>
            <div className={styles.actions}>
              <Button
                onClick={() => {
                  void (async () => {
                    await navigate('/', { replace: true });
                    useModalStore.getState().open('login');
                  })();
                }}
              >
                {t('identity.tryAgain')}
              </Button>
            </div>
          </>
        ) : (
          <p className={styles.muted}>{t('identity.finishing')}</p>
        )}
      </section>
    </div>
  );
}
