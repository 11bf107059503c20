// One promotion of the promotions page: its first picture (by sequence), title, the start of its
// text and, when there is more to see, a button that opens the detail view.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPromotion } from '@pavilion/contracts/content';
import { ContentHtml } from './content-html';
import { SkeletonBox } from './content-skeleton';
import { IMAGE_HEIGHT, IMAGE_WIDTH, hasContent, hasDetails, imagesInSequence } from './promotion-view';
import styles from './promotion-card.module.css';

type TPromotionCardProps = { promotion: TPromotion; onOpen: () => void };

export function PromotionCard({ promotion, onOpen }: TPromotionCardProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const images = imagesInSequence(promotion.announcementImages);
  const cover = images[0];
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="promotion-card">
      <div className={styles.cover}>
        {cover ? (
          <img
            src={cover.url}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {images.length > 1 ? (
          <span className={styles.badge}>{t('promotions.imageCount', { count: images.length })}</span>
        ) : null}
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {promotion.title}
        </h2>
        {hasContent(promotion.content) ? (
          <ContentHtml html={promotion.content} className={styles.excerpt} />
        ) : null}
        {hasDetails(promotion) ? (
          <button
            type="button"
            className={`btn btn-outline btn-sm ${styles.more}`}
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={onOpen}
          >
            {t('promotions.details')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

export function PromotionCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <SkeletonBox className={styles.cover} />
      <div className={styles.body}>
        <SkeletonBox className={styles.skeletonTitle} />
        <SkeletonBox className={styles.skeletonLine} />
        <SkeletonBox className={styles.skeletonLineShort} />
      </div>
    </div>
  );
}
