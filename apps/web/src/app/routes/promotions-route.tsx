// /promotions (spec §2.1): the page frame of the shell around the promotions feature's list and
// claim hall (rules, states and actions from the promotions module, issue 13), then the operator's
// promotion announcements of the content module (artwork and long texts).
import { useTranslation } from 'react-i18next';
import { PromotionHall } from '@/features/promotions/components/promotion-hall';
import { PageFrame } from '@/features/shell/components/page-frame';
import { PromotionList } from '@/features/shell/pages/promotions-page';

export default function PromotionsRoute() {
  const { t } = useTranslation('shell');
  return (
    <PageFrame icon="gift" title={t('nav.PROMOTIONS')} lead={t('promotions.lead')}>
      <PromotionHall />
      <PromotionList />
    </PageFrame>
  );
}
