// Site settings: main domain, analytics id and the registration settings (PUT /api/admin/settings).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZRegisterSettingsSchema, ZSettingsUpdateSchema } from '@pavilion/contracts/site';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { usePermissionDocument, useSiteWrite } from './site-api';

const ZSettingsFormSchema = z.object({
  mainDomain: ZSettingsUpdateSchema.shape.mainDomain.unwrap(),
  gtagId: ZSettingsUpdateSchema.shape.gtagId.unwrap(),
  smsExpiryMinutes: ZRegisterSettingsSchema.shape.smsExpiryMinutes,
  defaultDialingCode: ZRegisterSettingsSchema.shape.defaultDialingCode,
  thirdPartyPhone: ZRegisterSettingsSchema.shape.thirdPartyPhone,
});
type TSettingsForm = z.infer<typeof ZSettingsFormSchema>;

export function SettingsForm({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const doc = usePermissionDocument();
  const write = useSiteWrite();
  const [saved, setSaved] = useState(false);
  const form = useForm<TSettingsForm>({ resolver: zodResolver(ZSettingsFormSchema) });
  const data = doc.data;
  useEffect(() => {
    if (data) {
      form.reset({
        mainDomain: data.mainDomain,
        gtagId: data.analytics.gtagId,
        smsExpiryMinutes: data.register.smsExpiryMinutes,
        defaultDialingCode: data.register.defaultDialingCode,
        thirdPartyPhone: data.register.thirdPartyPhone,
      });
    }
  }, [data, form]);
  const save = form.handleSubmit((v) => {
    setSaved(false);
    write.mutate(
      {
        path: '/api/admin/settings',
        method: 'PUT',
        body: ZSettingsUpdateSchema.parse({
          mainDomain: v.mainDomain,
          gtagId: v.gtagId,
          register: {
            smsExpiryMinutes: v.smsExpiryMinutes,
            defaultDialingCode: v.defaultDialingCode,
            thirdPartyPhone: v.thirdPartyPhone,
          },
        }),
      },
      { onSuccess: () => setSaved(true) },
    );
  });
  const errors = form.formState.errors;

  return (
    <form className="card stack" aria-labelledby="settings-title" onSubmit={(e) => void save(e)} noValidate>
      <h2 id="settings-title">{t('site.settings')}</h2>
      <QueryState isLoading={doc.isLoading} error={doc.error} />
      <fieldset className="grid-2" disabled={!canWrite}>
        <legend className="visually-hidden">{t('site.settings')}</legend>
        <label className="field">
          <span>{t('site.mainDomain')}</span>
          <input aria-invalid={Boolean(errors.mainDomain)} {...form.register('mainDomain')} />
        </label>
        <label className="field">
          <span>{t('site.gtagId')}</span>
          <input aria-invalid={Boolean(errors.gtagId)} {...form.register('gtagId')} />
        </label>
        <label className="field">
          <span>{t('site.smsExpiry')}</span>
          <input
            type="number"
            min={1}
            max={60}
            aria-invalid={Boolean(errors.smsExpiryMinutes)}
            {...form.register('smsExpiryMinutes', { valueAsNumber: true })}
          />
          {errors.smsExpiryMinutes && <span className="field-error">{t('site.smsExpiryRule')}</span>}
        </label>
        <label className="field">
          <span>{t('site.dialingCode')}</span>
          <input aria-invalid={Boolean(errors.defaultDialingCode)} {...form.register('defaultDialingCode')} />
        </label>
        <label className="check">
          <input type="checkbox" {...form.register('thirdPartyPhone')} />
          {t('site.thirdPartyPhone')}
        </label>
      </fieldset>
      {write.error && (
        <p className="error" role="alert">
          {errorText(t, write.error)}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          {t('site.saved')}
        </p>
      )}
      {canWrite && (
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={write.isPending}>
            {t('site.save')}
          </button>
        </div>
      )}
    </form>
  );
}
