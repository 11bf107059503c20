// Promotions (spec §2.1 /promotions): the promotions list and claim hall come with the rewards
// issue; until a promotion is published the page says there is none.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageFrame } from '../components/page-frame';

export default function PromotionsPage() {
  const { t } = useTranslation('shell');
  return (
    <PageFrame icon="gift" title={t('nav.PROMOTIONS')} lead={t('promotions.lead')}>
      <EmptyState
        icon="gift"
        title={t('promotions.emptyTitle')}
        text={t('promotions.emptyText')}
        action={
          <Link to="/" className="btn btn-outline">
            {t('cta.backHome')}
          </Link>
        }
      />
    </PageFrame>
  );
}
