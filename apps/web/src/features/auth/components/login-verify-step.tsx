// The second verification of spec §4 (login from an unknown IP): choose one of the methods the
// member has (mobile code, bound e-mail code, bank-account payee name, authenticator code),
// request a code where one is sent, answer, and finish the login like any other.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TVerificationMethod } from '@pavilion/contracts/auth';
import { ApiError } from '@/shared/api/http';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Segmented } from '@/shared/ui/form/segmented';
import { TextField } from '@/shared/ui/form/text-field';
import { requestChallengeCode, verifyLogin, type TLoginChallenge } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSendCode } from '../hooks/use-send-code';
import { apiErrorText, fieldErrorText } from '../model/error-text';
import styles from './auth.module.css';
import { CodeField } from './code-field';

type TProps = { challenge: TLoginChallenge; onBack: (message?: string) => void };

export function LoginVerifyStep({ challenge, onBack }: TProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const complete = useCompleteLogin();
  const sender = useSendCode();
  const [method, setMethod] = useState<TVerificationMethod>(challenge.methods[0] ?? 'sms');
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<{ answer: string }>({
    defaultValues: { answer: '' },
  });
  const answerError = formState.errors.answer?.message;
  const target =
    method === 'sms' ? challenge.maskedMobile : method === 'email' ? challenge.maskedEmail : null;

  const onSubmit = handleSubmit(async ({ answer }) => {
    const trimmed = answer.trim();
    if (!trimmed) {
      setError('answer', { message: 'REQUIRED' });
      return;
    }
    setFormError(null);
    try {
      const result = await verifyLogin(challenge.challengeId, method, trimmed);
      if (result.status === 'ok') {
        await complete(result, { type: 'verify' });
      }
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      if (e?.code === 'CHALLENGE_INVALID') {
        onBack(apiErrorText(t, e));
      } else if (
        e?.code === 'VERIFICATION_FAILED' ||
        e?.code === 'auth/invalid-verification-code' ||
        e?.code === 'auth/code-expired'
      ) {
        setError('answer', { message: e.code });
      } else {
        setFormError(e ? apiErrorText(t, e) : t('errors:code.UNKNOWN_ERROR'));
      }
    }
  });

  const onSend = () => {
    if (method === 'sms' || method === 'email') {
      void sender.send(() => requestChallengeCode(challenge.challengeId, method));
    }
  };
  const answer = register('answer');

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className={styles.muted}>{t('verify.intro')}</p>
      {challenge.methods.length > 1 ? (
        <Segmented
          label={t('verify.method')}
          value={method}
          options={challenge.methods.map((m) => ({ value: m, label: t(`verify.methods.${m}`) }))}
          onChange={(m) => {
            setMethod(m);
            reset({ answer: '' });
          }}
        />
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {target ? <p className={styles.muted}>{t('verify.sentTo', { target })}</p> : null}
      {method === 'sms' || method === 'email' ? (
        <CodeField
          key={method}
          input={answer}
          sender={sender}
          onSend={onSend}
          error={answerError ? fieldErrorText(t, answerError) : undefined}
          label={t(`verify.answer.${method}`)}
        />
      ) : (
        <TextField
          key={method}
          {...answer}
          label={t(`verify.answer.${method}`)}
          error={answerError ? fieldErrorText(t, answerError) : undefined}
          required
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          inputMode={method === 'totp' ? 'numeric' : 'text'}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" block busy={formState.isSubmitting}>
          {t('verify.submit')}
        </Button>
        <Button variant="secondary" block onClick={() => onBack()}>
          {t('verify.back')}
        </Button>
      </div>
    </form>
  );
}
