// Operator sign-in: username and password, then the TOTP step (a 6-digit code or a recovery code)
// when the operator is enrolled.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import {
  ZConsoleLoginResultSchema,
  ZConsoleLoginSchema,
  ZTokenResultSchema,
  ZTotpLoginSchema,
  type TConsoleLoginResult,
} from '@pavilion/contracts/console-access';
import { errorText } from '@/shared/error-text';
import { api } from '@/shared/http';
import { setToken, useToken } from '@/shared/session';
import { useLoginCaptcha } from './use-login-captcha';

const ZPasswordStepSchema = ZConsoleLoginSchema.pick({ username: true, password: true, captcha: true });
const ZCodeStepSchema = ZTotpLoginSchema.pick({ code: true });

export function LoginPage() {
  const { t } = useTranslation();
  const token = useToken();
  const [challenge, setChallenge] = useState<string | null>(null);
  if (token) {
    return <Navigate to="/" replace />;
  }
  return (
    <main className="centered">
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('auth.title')}</h1>
        {challenge ? (
          <CodeStep challenge={challenge} onRestart={() => setChallenge(null)} />
        ) : (
          <PasswordStep onChallenge={setChallenge} />
        )}
      </section>
    </main>
  );
}

function PasswordStep({ onChallenge }: { onChallenge: (challenge: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const captcha = useLoginCaptcha();
  const form = useForm({
    resolver: zodResolver(ZPasswordStepSchema),
    defaultValues: { username: '', password: '', captcha: '' },
  });
  const submit = form.handleSubmit(async ({ captcha: code, ...values }) => {
    setFailure(null);
    const withCaptcha =
      captcha.required && captcha.image ? { captcha: code, captchaId: captcha.image.captchaId } : {};
    try {
      const result = ZConsoleLoginResultSchema.parse(
        await api<TConsoleLoginResult>('/api/admin/login', {
          method: 'POST',
          body: { ...values, ...withCaptcha },
        }),
      );
      if ('token' in result) {
        setToken(result.token);
        await navigate('/', { replace: true });
      } else {
        onChallenge(result.challenge);
      }
    } catch (error) {
      setFailure(errorText(t, error));
      form.setValue('captcha', '');
      await captcha.check(values.username).catch(() => undefined);
    }
  });
  const { errors, isSubmitting } = form.formState;
  const username = form.register('username');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="stack">
      <label className="field">
        <span>{t('auth.username')}</span>
        <input
          autoComplete="username"
          aria-invalid={Boolean(errors.username)}
          {...username}
          onBlur={(e) => {
            void username.onBlur(e);
            captcha.check(e.target.value).catch(() => undefined);
          }}
        />
        {errors.username && <span className="field-error">{t('form.required')}</span>}
      </label>
      <label className="field">
        <span>{t('auth.password')}</span>
        <input
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
        {errors.password && <span className="field-error">{t('form.required')}</span>}
      </label>
      {captcha.required && (
        <div className="row wrap">
          <label className="field">
            <span>{t('auth.captcha')}</span>
            <input autoComplete="off" {...form.register('captcha')} />
          </label>
          {captcha.image && (
            <img
              src={`data:image/png;base64,${captcha.image.value}`}
              alt={t('auth.captchaImage')}
              height={40}
              className="captcha"
            />
          )}
          <button type="button" className="btn" onClick={() => void captcha.refresh()}>
            {t('auth.captchaRefresh')}
          </button>
        </div>
      )}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {t('auth.signIn')}
      </button>
    </form>
  );
}

function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZCodeStepSchema), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const result = ZTokenResultSchema.parse(
        await api('/api/admin/login/totp', { method: 'POST', body: { challenge, code } }),
      );
      setToken(result.token);
      await navigate('/', { replace: true });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="stack">
      <p>{t('auth.totpPrompt')}</p>
      <label className="field">
        <span>{t('auth.totpCode')}</span>
        <input
          autoComplete="one-time-code"
          inputMode="text"
          aria-invalid={Boolean(errors.code)}
          aria-describedby="code-hint"
          {...form.register('code')}
        />
        <span id="code-hint" className="muted small">
          {t('auth.totpHint')}
        </span>
        {errors.code && <span className="field-error">{t('auth.codeInvalid')}</span>}
      </label>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <div className="row">
        <button type="button" className="btn" onClick={onRestart}>
          {t('common.back')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('auth.verify')}
        </button>
      </div>
    </form>
  );
}
