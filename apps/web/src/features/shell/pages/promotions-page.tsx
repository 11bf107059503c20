// The promotion announcements of /promotions (spec §2.1): the published promotions of the content
// service (announcement type PR, in the interface language) as cards, each opening a detail view; a
// skeleton while they load, an error with a retry, and an empty state when none is running. The page
// itself (app/routes/promotions-route.tsx) shows them below the promotions feature's claim hall.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements } from '@/shared/content/use-announcements';
import { ContentLoadError } from '../components/content-load-error';
import { ContentSkeleton } from '../components/content-skeleton';
import { EmptyState } from '../components/page-frame';
import { PromotionCard, PromotionCardSkeleton } from '../components/promotion-card';
import { PromotionDetails } from '../components/promotion-details';
import styles from './promotions-page.module.css';

const PROMOTION_TYPES = ['PR'] as const;
const SKELETON_CARDS = 3;

export function PromotionList() {
  const { t } = useTranslation('shell');
  const query = useAnnouncements(PROMOTION_TYPES);
  const [openId, setOpenId] = useState<number | null>(null);

  if (query.data === undefined) {
    return query.isError ? (
      <ContentLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <ContentSkeleton label={t('promotions.loading')} className={styles.grid}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <PromotionCardSkeleton key={i} />
        ))}
      </ContentSkeleton>
    );
  }
  const promotions = query.data.promotions ?? [];
  if (promotions.length === 0) {
    return (
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
    );
  }
  const open = promotions.find((p) => p.id === openId);
  return (
    <>
      <ul className={styles.grid} aria-label={t('nav.PROMOTIONS')}>
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} onOpen={() => setOpenId(promotion.id)} />
          </li>
        ))}
      </ul>
      {open ? <PromotionDetails promotion={open} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
