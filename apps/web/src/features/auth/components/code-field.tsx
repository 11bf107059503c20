// A verification-code input with the send-code button (countdown) inside it, the "code sent"
// hint and the warning dialog for a failed send.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from '@/shared/ui/form/countdown-button';
import { TextField } from '@/shared/ui/form/text-field';
import type { useSendCode } from '../hooks/use-send-code';
import { WarningDialog } from './warning-dialog';

type TCodeFieldProps = {
  input: UseFormRegisterReturn;
  sender: ReturnType<typeof useSendCode>;
  onSend: () => void;
  error?: string | undefined;
  label?: string;
  required?: boolean;
};

export function CodeField({ input, sender, onSend, error, label, required = true }: TCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        {...input}
        label={label ?? t('fields.verificationCode')}
        error={error}
        required={required}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('placeholders.code')}
        hint={sender.sent ? t('code.sent', { minutes: sender.sent.expiredMinutes }) : undefined}
        addon={
          <CountdownButton
            remaining={sender.remaining}
            busy={sender.busy}
            label={sender.sent ? t('code.resend') : t('code.send')}
            countingLabel={(s) => t('code.wait', { seconds: s })}
            onClick={onSend}
          />
        }
      />
      {sender.warning ? <WarningDialog message={sender.warning} onClose={sender.dismissWarning} /> : null}
    </>
  );
}
