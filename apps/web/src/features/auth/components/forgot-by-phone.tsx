// Forgot password by phone (spec §4, PWRESETSMS3): number checked for its region, code sent with
// a countdown, new password set, then an automatic login, the modal closed and home.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZPasswordSchema } from '@pavilion/contracts/auth';
import { ApiError } from '@/shared/api/http';
import { encryptField } from '@/shared/crypto/encrypt';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PasswordField } from '@/shared/ui/form/password-field';
import { sendResetCode, setPasswordByPhone } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useMobileRule, ZMobilePairSchema } from '../hooks/use-mobile-schema';
import { useSendCode } from '../hooks/use-send-code';
import { phoneCodeSender, phoneProof } from '../phone/phone-service';
import { apiErrorText, fieldErrorText } from '../model/error-text';
import styles from './auth.module.css';
import { CodeField } from './code-field';
import { MobileField } from './mobile-field';

const CODE_ERRORS = new Set([
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/code-expired',
]);

export function ForgotByPhone() {
  const { t } = useTranslation(['auth', 'errors']);
  const complete = useCompleteLogin();
  const sender = useSendCode();
  const { refine, defaultDialingCode, digits } = useMobileRule();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      ZMobilePairSchema.extend({
        code: z
          .string()
          .trim()
          .min(1, 'auth/missing-verification-code')
          .regex(/^[0-9]{6}$/, 'auth/invalid-verification-code'),
        newPassword: z.string().trim().min(1, 'REQUIRED').pipe(ZPasswordSchema),
        confirmPassword: z.string().trim().min(1, 'REQUIRED'),
      })
        .superRefine(refine)
        .refine((v) => v.newPassword.trim() === v.confirmPassword.trim(), {
          path: ['confirmPassword'],
          message: 'PASSWORD_MISMATCH',
        }),
    [refine],
  );
  type TValues = z.infer<typeof schema>;
  const { register, handleSubmit, formState, trigger, getValues, setError } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      mobileNum: '',
      countryDialingCode: defaultDialingCode,
      code: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const err = (name: keyof TValues) => {
    const code = formState.errors[name]?.message;
    return code ? fieldErrorText(t, code) : undefined;
  };

  const onSend = async () => {
    if (await trigger('mobileNum')) {
      const { mobileNum, countryDialingCode } = getValues();
      const phone = { mobileNum: digits(mobileNum), countryDialingCode };
      await sender.send(phoneCodeSender(sender.thirdParty, phone, () => sendResetCode(phone)));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const phone = { mobileNum: digits(values.mobileNum), countryDialingCode: values.countryDialingCode };
      // our code, or the third-party phone service's token for it (spec §4 forgot by phone)
      const proof = await phoneProof(sender.thirdParty, phone, values.code);
      const result = await setPasswordByPhone({
        newPassword: await encryptField(values.newPassword),
        ...phone,
        ...('code' in proof ? { verificationCode: proof.code } : { firebaseIdToken: proof.firebaseIdToken }),
      });
      if (result.status === 'ok') {
        await complete(result, { type: 'reset' });
      }
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
      if (CODE_ERRORS.has(code)) {
        setError('code', { message: code });
      } else if (error instanceof ApiError && error.fields.newPassword) {
        setError('newPassword', { message: error.fields.newPassword });
      } else {
        setFormError(error instanceof ApiError ? apiErrorText(t, error) : t('errors:code.UNKNOWN_ERROR'));
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <MobileField
        mobile={register('mobileNum')}
        dialingCode={register('countryDialingCode')}
        error={err('mobileNum')}
      />
      <CodeField input={register('code')} sender={sender} onSend={() => void onSend()} error={err('code')} />
      <PasswordField
        {...register('newPassword')}
        label={t('fields.newPassword')}
        error={err('newPassword')}
        required
        autoComplete="new-password"
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
      />
      <PasswordField
        {...register('confirmPassword')}
        label={t('fields.confirmNewPassword')}
        error={err('confirmPassword')}
        required
        autoComplete="new-password"
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
      />
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('forgot.submitPhone')}
      </Button>
    </form>
  );
}
