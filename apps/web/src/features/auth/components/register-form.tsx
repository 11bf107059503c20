// The registration form (spec §3, §4 Registration, §5): fields from the site's configuration,
// validated in the browser by the same function the server runs; the SMS code after a region
// check of the number; the terms box ticked by default; server field errors land on their fields.
import { useCallback, useEffect, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REGISTRATION_FIELDS, type TRegistrationField } from '@pavilion/contracts/site-constants';
import { ApiError } from '@/shared/api/http';
import { encryptField } from '@/shared/crypto/encrypt';
import { Button } from '@/shared/ui/form/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useCaptcha } from '@/shared/ui/form/use-captcha';
import { useModalStore } from '@/shared/ui/modal-store';
import { register as registerCall, sendRegisterCode } from '../api/auth-api';
import { useCountries } from '../api/use-site-data';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useMobileRule } from '../hooks/use-mobile-schema';
import { useSendCode } from '../hooks/use-send-code';
import { phoneCodeSender, phoneProof } from '../phone/phone-service';
import { apiErrorText, fieldErrorText } from '../model/error-text';
import { findCountry, mobileError } from '../model/mobile';
import {
  buildRegisterRequest,
  emptyRegisterValues,
  registerFieldModels,
  validateRegisterForm,
  type TRegisterContext,
  type TRegisterFormValues,
} from '../model/register-model';
import styles from './auth.module.css';
import { RegisterField } from './register-field';

type TProps = { ctx: TRegisterContext; affiliateCode: string; onInvalidAffiliate: (message: string) => void };
type TFormField = TRegistrationField | 'acceptTerms';

/** Server codes that belong to one field even when the reply names no field. */
const CODE_FIELDS: Record<string, TFormField> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  TERMS_NOT_ACCEPTED: 'acceptTerms',
  PASSWORD_MISMATCH: 'confirmPassword',
  'auth/invalid-verification-code': 'verificationCode',
  'auth/missing-verification-code': 'verificationCode',
  'auth/code-expired': 'verificationCode',
  'auth/invalid-phone-number': 'mobileNum',
  'auth/missing-phone-number': 'mobileNum',
  CAPTCHA_REQUIRED: 'captcha',
  'auth/captcha-check-failed': 'captcha',
};

export function RegisterForm({ ctx, affiliateCode, onInvalidAffiliate }: TProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const complete = useCompleteLogin();
  const countries = useCountries().data;
  const { defaultDialingCode, digits } = useMobileRule();
  const sender = useSendCode();
  const [formError, setFormError] = useState<string | null>(null);
  const models = registerFieldModels(ctx);
  const captcha = useCaptcha(models.some((m) => m.kind === 'captcha'));

  const resolver = useCallback<Resolver<TRegisterFormValues>>(
    async (values) => {
      const codes = validateRegisterForm(values, ctx, findCountry(countries, values.countryDialingCode));
      const entries = Object.entries(codes);
      if (entries.length === 0) {
        return { values, errors: {} };
      }
      const errors = Object.fromEntries(
        entries.map(([field, code]) => [field, { type: 'validate', message: code }]),
      );
      return { values: {}, errors: errors as FieldErrors<TRegisterFormValues> };
    },
    [ctx, countries],
  );
  const { register, handleSubmit, formState, setError, setValue, getValues, resetField } =
    useForm<TRegisterFormValues>({
      resolver,
      defaultValues: emptyRegisterValues(REGISTRATION_FIELDS, defaultDialingCode, affiliateCode),
    });

  useEffect(() => {
    if (affiliateCode) {
      setValue('affiliateCode', affiliateCode);
    }
  }, [affiliateCode, setValue]);

  const errorOf = (field: TFormField) => {
    const code = formState.errors[field]?.message;
    if (!code) {
      return undefined;
    }
    return fieldErrorText(t, code, models.find((m) => m.field === field)?.config);
  };

  const onSendCode = () => {
    const { mobileNum, countryDialingCode } = getValues();
    const problem = mobileError(mobileNum, findCountry(countries, countryDialingCode));
    if (problem) {
      setError('mobileNum', { message: problem });
      return;
    }
    const phone = { mobileNum: digits(mobileNum), countryDialingCode };
    void sender.send(phoneCodeSender(sender.thirdParty, phone, () => sendRegisterCode(ctx.mode, phone)));
  };

  const showServerError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setFormError(t('errors:code.UNKNOWN_ERROR'));
      return;
    }
    if (error.code === 'INVALID_INVITATION_CODE') {
      setError('affiliateCode', { message: error.code });
      onInvalidAffiliate(apiErrorText(t, error));
      return;
    }
    const visible = new Set<string>([...models.map((m) => m.field), 'acceptTerms']);
    const fieldErrors = Object.entries(error.fields).filter(([field]) => visible.has(field));
    const single = CODE_FIELDS[error.code];
    if (fieldErrors.length === 0 && single && visible.has(single)) {
      fieldErrors.push([single, error.code]);
    }
    for (const [field, code] of fieldErrors) {
      setError(field as TFormField, { message: code });
    }
    if (fieldErrors.length === 0) {
      setFormError(apiErrorText(t, error));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = await buildRegisterRequest(
        values,
        ctx,
        {
          captchaId: captcha.captchaId,
          href: window.location.href,
          hostname: window.location.hostname,
          referralCode: new URLSearchParams(window.location.search).get('referralCode') ?? undefined,
        },
        encryptField,
      );
      if (sender.thirdParty && body.verificationCode && body.mobileNum) {
        // the third-party phone service's token for the code typed (spec §3 firebaseChannel/IdToken)
        const proof = await phoneProof(
          true,
          { mobileNum: body.mobileNum, countryDialingCode: body.countryDialingCode ?? '' },
          body.verificationCode,
        );
        delete body.verificationCode;
        Object.assign(body, proof);
      }
      const result = await registerCall(ctx.mode, body);
      if (result.status === 'ok') {
        await complete(result, { type: 'register' });
      } else {
        useModalStore.getState().open('login');
      }
    } catch (error) {
      if (captcha.captchaId) {
        captcha.reload();
        resetField('captcha');
      }
      showServerError(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {models.map((model) => (
        <RegisterField
          key={model.field}
          model={model}
          register={register}
          error={errorOf(model.field)}
          sender={sender}
          onSendCode={onSendCode}
          captcha={captcha}
        />
      ))}
      <CheckboxField
        {...register('acceptTerms')}
        error={errorOf('acceptTerms')}
        label={
          <>
            {t('register.termsPrefix')}{' '}
            <Link
              to="/help#term"
              className={styles.textLink}
              onClick={() => useModalStore.getState().close()}
            >
              {t('register.terms')}
            </Link>
          </>
        }
      />
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
