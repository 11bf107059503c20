// VIP & loyalty settings (loyalty.read; loyalty.write edits): the VIP level table, the rebate
// rates and the referral rule. New values apply from the next refresh or rebate (decision 035).
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/use-me';
import { RebateRatesForm } from './rebate-rates-form';
import { ReferralForm } from './referral-form';
import { VipLevelsForm } from './vip-levels-form';

export function LoyaltyPage() {
  const { t } = useTranslation();
  const canWrite = useCan('loyalty.write');
  return (
    <section aria-labelledby="loyalty-title" className="stack">
      <h1 id="loyalty-title">{t('loyaltyAdmin.heading')}</h1>
      {!canWrite && <p className="muted">{t('loyaltyAdmin.readOnly')}</p>}
      <VipLevelsForm canWrite={canWrite} />
      <RebateRatesForm canWrite={canWrite} />
      <ReferralForm canWrite={canWrite} />
    </section>
  );
}
