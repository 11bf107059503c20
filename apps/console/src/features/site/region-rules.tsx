// Region rules (blocked IP ranges and countries) and the IP-range → country mapping they use.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZIpCountryInputSchema, ZRegionRuleInputSchema } from '@pavilion/contracts/site';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useRegionRules, useSiteWrite } from './site-api';

type TRuleInput = z.infer<typeof ZRegionRuleInputSchema>;
type TIpCountryInput = z.infer<typeof ZIpCountryInputSchema>;

export function RegionRules({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const rules = useRegionRules();
  const write = useSiteWrite();
  const ruleForm = useForm<TRuleInput>({
    resolver: zodResolver(ZRegionRuleInputSchema),
    defaultValues: { kind: 'country', value: '' },
  });
  const ipForm = useForm<TIpCountryInput>({
    resolver: zodResolver(ZIpCountryInputSchema),
    defaultValues: { cidr: '', countryCode: '' },
  });
  const addRule = ruleForm.handleSubmit((body) =>
    write.mutate(
      { path: '/api/admin/region-rules', method: 'POST', body },
      { onSuccess: () => ruleForm.reset({ kind: body.kind, value: '' }) },
    ),
  );
  const mapIp = ipForm.handleSubmit((body) =>
    write.mutate(
      { path: '/api/admin/ip-countries', method: 'PUT', body },
      { onSuccess: () => ipForm.reset({ cidr: '', countryCode: '' }) },
    ),
  );

  return (
    <section className="card stack" aria-labelledby="region-title">
      <h2 id="region-title">{t('site.regionRules')}</h2>
      <QueryState isLoading={rules.isLoading} error={rules.error} />
      {write.error && (
        <p className="error" role="alert">
          {errorText(t, write.error)}
        </p>
      )}
      {rules.data && (
        <div className="table-scroll">
          <table aria-label={t('site.regionRules')}>
            <thead>
              <tr>
                <th scope="col">{t('site.ruleKind')}</th>
                <th scope="col">{t('site.ruleValue')}</th>
                {canWrite && <th scope="col">{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rules.data.length === 0 && (
                <tr>
                  <td colSpan={canWrite ? 3 : 2} className="muted">
                    {t('table.empty')}
                  </td>
                </tr>
              )}
              {rules.data.map((rule) => (
                <tr key={rule.id}>
                  <td>{t(`siteRuleKinds.${rule.kind}`)}</td>
                  <td>
                    <code>{rule.value}</code>
                  </td>
                  {canWrite && (
                    <td>
                      <button
                        type="button"
                        className="btn btn-small btn-danger"
                        aria-label={`${t('site.removeRule')} ${rule.value}`}
                        onClick={() =>
                          write.mutate({ path: `/api/admin/region-rules/${rule.id}`, method: 'DELETE' })
                        }
                      >
                        {t('site.removeRule')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canWrite && (
        <div className="grid-2">
          <form
            className="stack"
            onSubmit={(e) => void addRule(e)}
            noValidate
            aria-labelledby="rule-add-title"
          >
            <h3 id="rule-add-title">{t('site.addRule')}</h3>
            <label className="field">
              <span>{t('site.ruleKind')}</span>
              <select {...ruleForm.register('kind')}>
                <option value="country">{t('siteRuleKinds.country')}</option>
                <option value="ip_range">{t('siteRuleKinds.ip_range')}</option>
              </select>
            </label>
            <label className="field">
              <span>{t('site.ruleValue')}</span>
              <input
                aria-invalid={Boolean(ruleForm.formState.errors.value)}
                {...ruleForm.register('value')}
              />
              <span className="muted small">{t('site.ruleHint')}</span>
            </label>
            <div className="row">
              <button type="submit" className="btn btn-primary" disabled={write.isPending}>
                {t('site.addRule')}
              </button>
            </div>
          </form>
          <form className="stack" onSubmit={(e) => void mapIp(e)} noValidate aria-labelledby="ip-map-title">
            <h3 id="ip-map-title">{t('site.ipCountries')}</h3>
            <label className="field">
              <span>{t('site.cidr')}</span>
              <input aria-invalid={Boolean(ipForm.formState.errors.cidr)} {...ipForm.register('cidr')} />
            </label>
            <label className="field">
              <span>{t('site.countryCode')}</span>
              <input
                maxLength={2}
                aria-invalid={Boolean(ipForm.formState.errors.countryCode)}
                {...ipForm.register('countryCode')}
              />
            </label>
            <div className="row">
              <button type="submit" className="btn btn-primary" disabled={write.isPending}>
                {t('site.mapIp')}
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
