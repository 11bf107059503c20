// Login by username and password (spec §2.6, §4, §5): trimmed inputs, per-field messages,
// remember-me cookie, the captcha up front when the server requires it for this name and IP (or
// after a failure), lockout text with the server's wait.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/shared/api/http';
import { encryptField } from '@/shared/crypto/encrypt';
import { Button } from '@/shared/ui/form/button';
import { CaptchaField } from '@/shared/ui/form/captcha-field';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PasswordField } from '@/shared/ui/form/password-field';
import { TextField } from '@/shared/ui/form/text-field';
import { login, type TLoginChallenge } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { isCaptchaError, useLoginCaptcha } from '../hooks/use-login-captcha';
import { apiErrorText, fieldErrorText } from '../model/error-text';
import { loadRememberedUsername, saveRememberedUsername } from '../model/remember-me';
import styles from './auth.module.css';

type TProps = { onChallenge: (challenge: TLoginChallenge) => void; onForgot: () => void };

function schemaFor(captchaOn: boolean) {
  return z.object({
    username: z.string().trim().min(1, 'validation.loginRequired'),
    password: z.string().trim().min(1, 'validation.loginRequired'),
    captcha: captchaOn ? z.string().trim().min(1, 'CAPTCHA_REQUIRED') : z.string().trim(),
    remember: z.boolean(),
  });
}
type TValues = z.infer<ReturnType<typeof schemaFor>>;

export function LoginPasswordForm({ onChallenge, onForgot }: TProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const complete = useCompleteLogin();
  const remembered = useMemo(loadRememberedUsername, []);
  const { on: captchaOn, captcha, onFailure, setIdentity } = useLoginCaptcha({ username: remembered ?? '' });
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => schemaFor(captchaOn), [captchaOn]);
  const { register, handleSubmit, formState, setError, resetField } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: remembered ?? '', password: '', captcha: '', remember: remembered !== null },
  });
  const err = (name: keyof TValues) => {
    const code = formState.errors[name]?.message;
    return code ? fieldErrorText(t, code) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login({
        type: 'username',
        username: values.username,
        password: await encryptField(values.password),
        ...(captchaOn && captcha.captchaId ? { captcha: values.captcha, captchaId: captcha.captchaId } : {}),
        site: 'player',
      });
      saveRememberedUsername(values.remember ? values.username : null);
      if (result.status === 'verify') {
        onChallenge(result);
        return;
      }
      await complete(result, { type: 'username', typedPassword: values.password });
    } catch (error) {
      onFailure(error);
      resetField('captcha');
      if (isCaptchaError(error) && captchaOn) {
        setError('captcha', { message: (error as ApiError).code });
      } else {
        setFormError(error instanceof ApiError ? apiErrorText(t, error) : t('errors:code.UNKNOWN_ERROR'));
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        {...register('username', {
          onChange: (e: { target: { value: string } }) => setIdentity({ username: e.target.value }),
        })}
        label={t('fields.username')}
        error={err('username')}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('placeholders.username')}
      />
      <PasswordField
        {...register('password')}
        label={t('fields.password')}
        error={err('password')}
        required
        autoComplete="current-password"
        placeholder={t('placeholders.password')}
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
      />
      {captchaOn ? (
        <CaptchaField
          {...register('captcha')}
          label={t('fields.captcha')}
          error={err('captcha')}
          required
          captcha={captcha}
          refreshLabel={t('captcha.refresh')}
          maxLength={10}
        />
      ) : null}
      <div className={styles.between}>
        <CheckboxField {...register('remember')} label={t('login.remember')} />
        <button type="button" className={styles.textLink} onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
