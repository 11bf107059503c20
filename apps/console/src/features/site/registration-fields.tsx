// Registration fields: which the sign-up form shows and which it requires (the player site reads
// the same configuration).
import { useTranslation } from 'react-i18next';
import { ZFieldConfigUpdateSchema, type TFieldConfig } from '@pavilion/contracts/site';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useRegistrationConfig, useSiteWrite } from './site-api';

export function RegistrationFields({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const config = useRegistrationConfig();
  const write = useSiteWrite();
  const set = (field: TFieldConfig['field'], patch: { enabled?: boolean; required?: boolean }) =>
    write.mutate({
      path: `/api/admin/registration-fields/${field}`,
      method: 'PUT',
      body: ZFieldConfigUpdateSchema.parse(patch),
    });
  return (
    <section className="card stack" aria-labelledby="fields-title">
      <h2 id="fields-title">{t('site.registrationFields')}</h2>
      <QueryState isLoading={config.isLoading} error={config.error} />
      {write.error && (
        <p className="error" role="alert">
          {errorText(t, write.error)}
        </p>
      )}
      {config.data && (
        <div className="table-scroll">
          <table aria-label={t('site.registrationFields')}>
            <thead>
              <tr>
                <th scope="col">{t('site.field')}</th>
                <th scope="col">{t('site.shown')}</th>
                <th scope="col">{t('site.required')}</th>
                <th scope="col">{t('site.lengths')}</th>
              </tr>
            </thead>
            <tbody>
              {config.data.fields.map((f) => (
                <tr key={f.field}>
                  <td>
                    <code>{f.field}</code>
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${t('site.shown')} ${f.field}`}
                      checked={f.enabled}
                      disabled={!canWrite || write.isPending}
                      onChange={(e) => set(f.field, { enabled: e.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${t('site.required')} ${f.field}`}
                      checked={f.required}
                      disabled={!canWrite || write.isPending}
                      onChange={(e) => set(f.field, { required: e.target.checked })}
                    />
                  </td>
                  <td>
                    {f.minLength ?? '—'} – {f.maxLength ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
