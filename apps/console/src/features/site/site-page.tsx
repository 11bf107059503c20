// Site (site.read; writes with site.write): maintenance, the whitelabel flags, region rules and the
// IP-country mapping, registration fields and settings, over the existing admin APIs.
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/use-me';
import { FlagsTree } from './flags-tree';
import { MaintenanceForm } from './maintenance-form';
import { RegionRules } from './region-rules';
import { RegistrationFields } from './registration-fields';
import { SettingsForm } from './settings-form';

export function SitePage() {
  const { t } = useTranslation();
  const canWrite = useCan('site.write');
  return (
    <section aria-labelledby="site-title" className="stack">
      <h1 id="site-title">{t('menu.site')}</h1>
      {!canWrite && <p className="muted">{t('site.readOnly')}</p>}
      <MaintenanceForm canWrite={canWrite} />
      <SettingsForm canWrite={canWrite} />
      <RegionRules canWrite={canWrite} />
      <RegistrationFields canWrite={canWrite} />
      <FlagsTree canWrite={canWrite} />
    </section>
  );
}
