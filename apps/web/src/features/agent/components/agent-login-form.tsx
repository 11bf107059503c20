// The agent site's login form (spec §2.1 /agent): username and password only, site 'agent' (the
// server refuses non-agents with 'Non-agents cannot log in'), the captcha after a failure. A
// forced password change or a second verification continues in the app's identity modals.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { api, ApiError } from '@/shared/api/http';
import { encryptField } from '@/shared/crypto/encrypt';
import { ERRORS_NS, errorText } from '@/shared/errors/error-text';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/form/button';
import { CaptchaField } from '@/shared/ui/form/captcha-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PasswordField } from '@/shared/ui/form/password-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useCaptcha } from '@/shared/ui/form/use-captcha';
import { useModalStore } from '@/shared/ui/modal-store';
import styles from './agent.module.css';

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'auth/captcha-check-failed']);

function schemaFor(captchaOn: boolean) {
  return z.object({
    username: z.string().trim().min(1, 'login.required'),
    password: z.string().trim().min(1, 'login.required'),
    captcha: captchaOn ? z.string().trim().min(1, `${ERRORS_NS}:code.CAPTCHA_REQUIRED`) : z.string().trim(),
  });
}
type TValues = z.infer<ReturnType<typeof schemaFor>>;

export function AgentLoginForm() {
  const { t } = useTranslation(['agent', ERRORS_NS]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [captchaOn, setCaptchaOn] = useState(false);
  const captcha = useCaptcha(captchaOn);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => schemaFor(captchaOn), [captchaOn]);
  const { register, handleSubmit, formState, resetField } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', captcha: '' },
  });
  const err = (name: keyof TValues) => {
    const key = formState.errors[name]?.message;
    return key ? t(key) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await api<TLoginResult>('/auth/login', {
        method: 'POST',
        body: {
          type: 'username',
          username: values.username,
          password: await encryptField(values.password),
          ...(captchaOn && captcha.captchaId
            ? { captcha: values.captcha, captchaId: captcha.captchaId }
            : {}),
          site: 'agent',
        },
      });
      if (result.status === 'verify') {
        useModalStore.getState().open('login', { challenge: result });
        return;
      }
      useSession.getState().setSession(result.token, result.member);
      queryClient.setQueryData(['me', result.token], result.member);
      if (result.mustChangePassword) {
        useModalStore.getState().open('changePassword', { oldPassword: values.password, forced: true });
        return;
      }
      await navigate('/agentHome');
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      if (captchaOn) {
        captcha.reload();
      } else if (e && (e.captchaRequired || CAPTCHA_CODES.has(e.code))) {
        setCaptchaOn(true);
      }
      resetField('captcha');
      setFormError(errorText(t, error));
    }
  });

  return (
    <form className={styles.loginForm} onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        {...register('username')}
        label={t('login.username')}
        error={err('username')}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <PasswordField
        {...register('password')}
        label={t('login.password')}
        error={err('password')}
        required
        autoComplete="current-password"
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
      />
      {captchaOn ? (
        <CaptchaField
          {...register('captcha')}
          label={t('login.captcha')}
          error={err('captcha')}
          required
          captcha={captcha}
          refreshLabel={t('login.refreshCaptcha')}
          maxLength={10}
        />
      ) : null}
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
