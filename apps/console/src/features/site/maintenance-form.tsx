// The maintenance switch (spec §4): on, the player site and its API answer "maintenance" with the
// message; operators and vendor callbacks keep working.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZMaintenanceUpdateSchema } from '@pavilion/contracts/site';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { usePermissionDocument, useSiteWrite } from './site-api';

const ZMessageSchema = z.object({ message: ZMaintenanceUpdateSchema.shape.message.unwrap() });
type TMessage = z.infer<typeof ZMessageSchema>;

export function MaintenanceForm({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const doc = usePermissionDocument();
  const write = useSiteWrite();
  const form = useForm<TMessage>({ resolver: zodResolver(ZMessageSchema), defaultValues: { message: '' } });
  const current = doc.data?.maintenance;
  useEffect(() => {
    if (current) {
      form.reset({ message: current.message });
    }
  }, [current, form]);
  const toggle = form.handleSubmit(({ message }) =>
    write.mutate({
      path: '/api/admin/maintenance',
      method: 'PUT',
      body: ZMaintenanceUpdateSchema.parse({ enabled: !current?.enabled, message }),
    }),
  );

  return (
    <form
      className="card stack"
      aria-labelledby="maintenance-title"
      onSubmit={(e) => void toggle(e)}
      noValidate
    >
      <h2 id="maintenance-title">{t('site.maintenance')}</h2>
      <QueryState isLoading={doc.isLoading} error={doc.error} />
      {current && (
        <p role="status" data-testid="maintenance-state" className={current.enabled ? 'error' : 'notice'}>
          {current.enabled ? t('site.maintenanceOn') : t('site.maintenanceOff')}
        </p>
      )}
      <label className="field">
        <span>{t('site.maintenanceMessage')}</span>
        <textarea
          rows={2}
          readOnly={!canWrite}
          aria-invalid={Boolean(form.formState.errors.message)}
          {...form.register('message')}
        />
        {form.formState.errors.message && <span className="field-error">{t('site.messageRule')}</span>}
      </label>
      {write.error && (
        <p className="error" role="alert">
          {errorText(t, write.error)}
        </p>
      )}
      {canWrite && current && (
        <div className="row">
          <button
            type="submit"
            className={current.enabled ? 'btn btn-primary' : 'btn btn-danger'}
            disabled={write.isPending}
          >
            {current.enabled ? t('site.turnOff') : t('site.turnOn')}
          </button>
        </div>
      )}
    </form>
  );
}
