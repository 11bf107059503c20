// The operator's own two-factor: enrolment (secret drawn as a QR code, confirmed with a first
// code) and the ten recovery codes, shown this once.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZTotpConfirmResultSchema,
  ZTotpConfirmSchema,
  ZTotpSetupSchema,
  type TTotpSetup,
} from '@pavilion/contracts/console-access';
import { errorText } from '@/shared/error-text';
import { api } from '@/shared/http';
import { QrCode } from '@/shared/ui/qr-code';
import { meKey, useMe } from '@/shared/use-me';
import { PasswordChange } from './password-change';

export function SecurityPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [setup, setSetup] = useState<TTotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useMutation({
    mutationFn: async () => ZTotpSetupSchema.parse(await api('/api/admin/totp/setup', { method: 'POST' })),
    onSuccess: setSetup,
  });

  return (
    <section aria-labelledby="security-title" className="stack">
      <h1 id="security-title">{t('security.title')}</h1>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : setup ? (
        <Enrolment
          setup={setup}
          onConfirmed={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
        />
      ) : (
        <div className="card stack">
          <p data-testid="totp-status">
            {me.data?.totpEnabled ? t('security.enabled') : t('security.disabled')}
          </p>
          {!me.data?.totpEnabled && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => start.mutate()}
              disabled={start.isPending}
            >
              {t('security.setUp')}
            </button>
          )}
          {start.error && (
            <p className="error" role="alert">
              {errorText(t, start.error)}
            </p>
          )}
        </div>
      )}
      <PasswordChange />
    </section>
  );
}

function Enrolment({ setup, onConfirmed }: { setup: TTotpSetup; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZTotpConfirmSchema), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { recoveryCodes } = ZTotpConfirmResultSchema.parse(
        await api('/api/admin/totp/confirm', { method: 'POST', body: values }),
      );
      await queryClient.invalidateQueries({ queryKey: meKey });
      onConfirmed(recoveryCodes);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  return (
    <div className="card stack">
      <p>{t('security.scan')}</p>
      <QrCode value={setup.otpauthUrl} size={200} label={t('security.qrLabel')} />
      <p>
        {t('security.secret')} <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <label className="field">
          <span>{t('security.firstCode')}</span>
          <input autoComplete="one-time-code" inputMode="numeric" {...form.register('code')} />
          {form.formState.errors.code && <span className="field-error">{t('auth.codeInvalid')}</span>}
        </label>
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {t('security.confirm')}
        </button>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card stack">
      <h2>{t('security.recoveryTitle')}</h2>
      <p>{t('security.recoveryOnce')}</p>
      <ul className="codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={onDone}>
        {t('security.saved')}
      </button>
    </div>
  );
}
