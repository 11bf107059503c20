// A first login with a provider identity (issue 18, decision 028): create a new account (the
// username and the registration fields the site requires; the invitation code of the start is
// kept by the server) or link an account the user already has, with its password.
import { Fragment, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
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
import { sendRegisterCode } from '../api/auth-api';
import { identityLinkExisting, identitySignup } from '../api/identity-api';
import { useCountries } from '../api/use-site-data';
import { useMobileRule } from '../hooks/use-mobile-schema';
import { useSendCode } from '../hooks/use-send-code';
import { apiErrorText, fieldErrorText } from '../model/error-text';
import { findCountry, mobileError } from '../model/mobile';
import { phoneCodeSender, phoneProof } from '../phone/phone-service';
import { CodeField } from './code-field';
import { MobileField } from './mobile-field';
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
  const showFields = (next: Record<string, string>) => setFields(next);
  return { alert, show, showFields, clear, fieldText };
}

type TNewAccountValues = Record<TSignupProfileField, string> & {
  username: string;
  countryDialingCode: string;
  verificationCode: string;
  acceptTerms: boolean;
};

/**
 * A new member: the username and the fields the site's registration requires (decision 033): a
 * mobile number with its SMS code (ours, or the phone service's token) when registration verifies
 * mobile numbers, a withdrawal password when the site shows one.
 */
function NewAccountForm({ signup, onLogin }: TProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const errors = useServerErrors();
  const countries = useCountries().data;
  const { defaultDialingCode, digits } = useMobileRule();
  const sender = useSendCode();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, getValues } = useForm<TNewAccountValues>({
    defaultValues: {
      username: signup.suggestedUsername,
      email: signup.email ?? '',
      countryDialingCode: defaultDialingCode,
      verificationCode: '',
      acceptTerms: true,
    },
  });
  const phoneNumber = () => {
    const { mobileNum, countryDialingCode } = getValues();
    return { mobileNum: digits(mobileNum ?? ''), countryDialingCode };
  };

  const onSendCode = () => {
    const { mobileNum, countryDialingCode } = phoneNumber();
    const problem = mobileError(mobileNum, findCountry(countries, countryDialingCode));
    if (problem) {
      errors.showFields({ mobileNum: problem });
      return;
    }
    void sender.send(
      phoneCodeSender(signup.phoneCheck === 'token', { mobileNum, countryDialingCode }, () =>
        sendRegisterCode('username', { mobileNum, countryDialingCode }),
      ),
    );
  };

  const submit = handleSubmit(async (form) => {
    errors.clear();
    setBusy(true);
    try {
      const asked = new Set(signup.fields.map((f) => f.field));
      // the provider's e-mail goes with the new member even when the site does not ask for one
      const values: Partial<Record<TSignupProfileField, string>> = signup.email
        ? { email: signup.email }
        : {};
      for (const field of asked) {
        if (field !== 'paymentPassword') {
          values[field as TSignupProfileField] = form[field as TSignupProfileField] ?? '';
        }
      }
      const { mobileNum, countryDialingCode } = phoneNumber();
      if (asked.has('mobileNum')) {
        values.mobileNum = mobileNum;
      }
      const phone =
        asked.has('mobileNum') && signup.phoneCheck !== 'none'
          ? await phoneProof(
              signup.phoneCheck === 'token',
              { mobileNum, countryDialingCode },
              form.verificationCode,
            )
          : null;
      onLogin(
        await identitySignup({
          ticket: signup.ticket,
          username: form.username,
          values,
          acceptTerms: form.acceptTerms,
          ...(asked.has('mobileNum') ? { countryDialingCode } : {}),
          ...(phone && 'firebaseIdToken' in phone ? { firebaseIdToken: phone.firebaseIdToken } : {}),
          ...(phone && 'code' in phone ? { verificationCode: phone.code } : {}),
          ...(asked.has('paymentPassword') && form.paymentPassword
            ? { paymentPassword: await encryptField(form.paymentPassword.trim()) }
            : {}),
        }),
      );
    } catch (error) {
      errors.show(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className={styles.choice} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-account">
      <h2 id="new-account" className={styles.choiceTitle}>
        {t('identity.newAccount')}
      </h2>
      {errors.alert ? <FormAlert>{errors.alert}</FormAlert> : null}
      <TextField
        {...register('username')}
        label={t('fields.username')}
        required
        autoComplete="username"
        error={errors.fieldText('username')}
      />
      {signup.fields.map((f) => {
        const field = f.field as TSignupProfileField;
        if (field === 'mobileNum') {
          return (
            <Fragment key={field}>
              <MobileField
                mobile={register('mobileNum')}
                dialingCode={register('countryDialingCode')}
                error={errors.fieldText('mobileNum')}
                required={f.required}
              />
              {signup.phoneCheck !== 'none' ? (
                <CodeField
                  input={register('verificationCode')}
                  sender={sender}
                  onSend={onSendCode}
                  error={errors.fieldText('verificationCode')}
                />
              ) : null}
            </Fragment>
          );
        }
        if (field === 'paymentPassword') {
          return (
            <PasswordField
              key={field}
              {...register('paymentPassword')}
              label={t('fields.paymentPassword')}
              required={f.required}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={f.maxLength ?? undefined}
              error={errors.fieldText('paymentPassword')}
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
            />
          );
        }
        return (
          <TextField
            key={field}
            {...register(field)}
            label={t(`fields.${field}`)}
            required={f.required}
            type={field === 'email' ? 'email' : 'text'}
            error={errors.fieldText(field)}
          />
        );
      })}
      <CheckboxField
        {...register('acceptTerms')}
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
