// Login by mobile number and SMS code (spec §2.6, flag MOBILEVERCODELOGIN3): the number is
// checked for its region before a code is sent; the code button counts down.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/shared/api/http';
import { Button } from '@/shared/ui/form/button';
import { CaptchaField } from '@/shared/ui/form/captcha-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { login, sendLoginCode, type TLoginChallenge } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { isCaptchaError, useLoginCaptcha } from '../hooks/use-login-captcha';
import { useMobileRule, ZMobilePairSchema } from '../hooks/use-mobile-schema';
import { useSendCode } from '../hooks/use-send-code';
import { phoneCodeSender, phoneProof } from '../phone/phone-service';
import { apiErrorText, fieldErrorText } from '../model/error-text';
import styles from './auth.module.css';
import { CodeField } from './code-field';
import { MobileField } from './mobile-field';

const ZCodeSchema = z
  .string()
  .trim()
  .min(1, 'auth/missing-verification-code')
  .regex(/^[0-9]{6}$/, 'auth/invalid-verification-code');

export function LoginSmsForm({ onChallenge }: { onChallenge: (challenge: TLoginChallenge) => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const complete = useCompleteLogin();
  const sender = useSendCode();
  const { on: captchaOn, captcha, onFailure, setIdentity } = useLoginCaptcha();
  const { refine, defaultDialingCode, digits } = useMobileRule();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      ZMobilePairSchema.extend({
        code: ZCodeSchema,
        captcha: captchaOn ? z.string().trim().min(1, 'CAPTCHA_REQUIRED') : z.string().trim(),
      }).superRefine(refine),
    [refine, captchaOn],
  );
  type TValues = z.infer<typeof schema>;
  const { register, handleSubmit, formState, trigger, getValues, setError, resetField } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: { mobileNum: '', countryDialingCode: defaultDialingCode, code: '', captcha: '' },
  });
  const err = (name: keyof TValues) => {
    const code = formState.errors[name]?.message;
    return code ? fieldErrorText(t, code) : undefined;
  };

  // the captcha may be required for this number from this IP before the first submit
  const followNumber = () => {
    const { mobileNum, countryDialingCode } = getValues();
    setIdentity({ mobileNum: digits(mobileNum), countryDialingCode });
  };

  const onSend = async () => {
    if (!(await trigger('mobileNum'))) {
      return;
    }
    const { mobileNum, countryDialingCode } = getValues();
    const phone = { mobileNum: digits(mobileNum), countryDialingCode };
    await sender.send(phoneCodeSender(sender.thirdParty, phone, () => sendLoginCode(phone)));
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const phone = { mobileNum: digits(values.mobileNum), countryDialingCode: values.countryDialingCode };
      // our code, or the third-party phone service's token for it (spec §3 firebaseIdToken)
      const proof = await phoneProof(sender.thirdParty, phone, values.code);
      const result = await login({
        type: 'sms',
        ...phone,
        ...('code' in proof ? { code: proof.code } : { firebaseIdToken: proof.firebaseIdToken }),
        ...(captchaOn && captcha.captchaId ? { captcha: values.captcha, captchaId: captcha.captchaId } : {}),
        site: 'player',
      });
      if (result.status === 'verify') {
        onChallenge(result);
        return;
      }
      await complete(result, { type: 'sms' });
    } catch (error) {
      onFailure(error);
      resetField('captcha');
      const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
      if (isCaptchaError(error) && captchaOn) {
        setError('captcha', { message: code });
      } else if (code.startsWith('auth/') && code.includes('code')) {
        setError('code', { message: code });
      } else {
        setFormError(error instanceof ApiError ? apiErrorText(t, error) : t('errors:code.UNKNOWN_ERROR'));
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <MobileField
        mobile={register('mobileNum', { onChange: () => followNumber() })}
        dialingCode={register('countryDialingCode', { onChange: () => followNumber() })}
        error={err('mobileNum')}
      />
      <CodeField
        input={register('code')}
        sender={sender}
        onSend={() => void onSend()}
        error={err('code')}
        label={t('fields.smsCode')}
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
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
