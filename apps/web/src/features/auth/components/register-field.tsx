// One registration input, rendered by its kind from the field model (spec §3 registration user).
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/shared/ui/form/captcha-field';
import { PasswordField } from '@/shared/ui/form/password-field';
import { TextField } from '@/shared/ui/form/text-field';
import type { TCaptcha } from '@/shared/ui/form/use-captcha';
import type { useSendCode } from '../hooks/use-send-code';
import type { TRegisterFieldModel, TRegisterFormValues } from '../model/register-model';
import { CodeField } from './code-field';
import { MobileField } from './mobile-field';

type TProps = {
  model: TRegisterFieldModel;
  register: UseFormRegister<TRegisterFormValues>;
  error: string | undefined;
  sender: ReturnType<typeof useSendCode>;
  onSendCode: () => void;
  captcha: TCaptcha;
};

export function RegisterField({ model, register, error, sender, onSendCode, captcha }: TProps) {
  const { t } = useTranslation('auth');
  const { field, kind, required } = model;
  const label = t(`fields.${field}`);
  const maxLength = model.config.maxLength ?? undefined;
  switch (kind) {
    case 'mobile':
      return (
        <MobileField
          mobile={register('mobileNum')}
          dialingCode={register('countryDialingCode')}
          error={error}
          required={required}
        />
      );
    case 'code':
      return (
        <CodeField
          input={register('verificationCode')}
          sender={sender}
          onSend={onSendCode}
          error={error}
          required={required}
        />
      );
    case 'captcha':
      return (
        <CaptchaField
          {...register('captcha')}
          label={label}
          error={error}
          required={required}
          captcha={captcha}
          refreshLabel={t('captcha.refresh')}
          maxLength={maxLength}
        />
      );
    case 'password':
      return (
        <PasswordField
          {...register(field)}
          label={label}
          error={error}
          required={required}
          autoComplete={model.autoComplete}
          inputMode={model.numeric ? 'numeric' : undefined}
          maxLength={maxLength}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
        />
      );
    case 'email':
    case 'text':
      return (
        <TextField
          {...register(field)}
          label={label}
          error={error}
          required={required}
          type={kind === 'email' ? 'email' : 'text'}
          autoComplete={model.autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          inputMode={model.numeric ? 'numeric' : kind === 'email' ? 'email' : undefined}
          maxLength={maxLength}
        />
      );
  }
}
