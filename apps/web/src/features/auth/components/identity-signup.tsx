// A first login with a provider identity (issue 18, decision 028): create a new account (the
// username and the registration fields the site requires; the invitation code of the start is
// kept by the server) or link an account the user already has, with its password.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLoginResult } from '@pavilion/contracts/auth';
import type { TIdentitySignup, TSignupProfileField } from '@pavilion/contracts/identity';
import { ApiError } from '@/shared/api/http';
import { encryptField } from '@/shared/crypto/encrypt';
import { Button } from '@/shared/ui/form/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PasswordField } from '@/shared/ui/form/password-field';
import { TextField } from '@/shared/ui/form/text-field';
import { identityLinkExisting, identitySignup } from '../api/identity-api';
import { apiErrorText, fieldErrorText } from '../model/error-text';
import styles from './identity.module.css';
import authStyles from './auth.module.css';

type TProps = { signup: TIdentitySignup; onLogin: (result: TLoginResult) => void };

export function IdentitySignupChoices({ signup, onLogin }: TProps) {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <section className={styles.signupCard} aria-labelledby="identity-signup-title">
      <h1 id="identity-signup-title" className={authStyles.cardTitle}>
        {t('identity.signupTitle', { name: signup.providerName })}
      </h1>
      <p className={styles.muted}>{t('identity.signupIntro', { name: signup.providerName })}</p>
      <div className={styles.choices}>
        <NewAccountForm signup={signup} onLogin={onLogin} />
        <LinkAccountForm signup={signup} onLogin={onLogin} />
      </div>
    </section>
  );
}

function useServerErrors() {
  const { t } = useTranslation(['auth', 'errors']);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const show = (error: unknown) => {
    if (error instanceof ApiError) {
      setFields(error.fields);
      setAlert(apiErrorText(t, error));
    } else {
      setFields({});
      setAlert(t('errors:code.UNKNOWN_ERROR'));
    }
  };
  const clear = () => {
    setFields({});
    setAlert(null);
  };
  const fieldText = (name: string) => (fields[name] ? fieldErrorText(t, fields[name]) : undefined);
  return { alert, show, clear, fieldText };
}

function NewAccountForm({ signup, onLogin }: TProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const errors = useServerErrors();
  const [username, setUsername] = useState(signup.suggestedUsername);
  const [values, setValues] = useState<Partial<Record<TSignupProfileField, string>>>(
    signup.email ? { email: signup.email } : {},
  );
  const [terms, setTerms] = useState(true);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    errors.clear();
    setBusy(true);
    try {
      onLogin(await identitySignup({ ticket: signup.ticket, username, values, acceptTerms: terms }));
    } catch (error) {
      errors.show(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.choice} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-account">
      <h2 id="new-account" className={styles.choiceTitle}>
        {t('identity.newAccount')}
      </h2>
      {errors.alert ? <FormAlert>{errors.alert}</FormAlert> : null}
      <TextField
        label={t('fields.username')}
        value={username}
        required
        autoComplete="username"
        error={errors.fieldText('username')}
        onChange={(e) => setUsername(e.target.value)}
      />
      {signup.fields.map((f) => (
        <TextField
          key={f.field}
          label={t(`fields.${f.field}`)}
          value={values[f.field as TSignupProfileField] ?? ''}
          required={f.required}
          error={errors.fieldText(f.field)}
          onChange={(e) => setValues((v) => ({ ...v, [f.field]: e.target.value }))}
        />
      ))}
      <CheckboxField
        checked={terms}
        onChange={(e) => setTerms(e.target.checked)}
        error={errors.fieldText('acceptTerms')}
        label={
          <>
            {t('register.termsPrefix')}{' '}
            <Link to="/help#term" className={authStyles.textLink}>
              {t('register.terms')}
            </Link>
          </>
        }
      />
      <Button type="submit" block busy={busy}>
        {t('identity.createAccount')}
      </Button>
    </form>
  );
}

function LinkAccountForm({ signup, onLogin }: TProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const errors = useServerErrors();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    errors.clear();
    setBusy(true);
    try {
      onLogin(
        await identityLinkExisting({
          ticket: signup.ticket,
          username: username.trim(),
          password: await encryptField(password.trim()),
        }),
      );
    } catch (error) {
      errors.show(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.choice}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="link-account"
    >
      <h2 id="link-account" className={styles.choiceTitle}>
        {t('identity.haveAccount')}
      </h2>
      <p className={styles.muted}>{t('identity.linkIntro', { name: signup.providerName })}</p>
      {errors.alert ? <FormAlert>{errors.alert}</FormAlert> : null}
      <TextField
        label={t('fields.username')}
        value={username}
        required
        autoComplete="username"
        onChange={(e) => setUsername(e.target.value)}
      />
      <PasswordField
        label={t('fields.password')}
        value={password}
        required
        autoComplete="current-password"
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="secondary" block busy={busy}>
        {t('identity.linkAndLogin')}
      </Button>
    </form>
  );
}
