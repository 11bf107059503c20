// The detail view of one promotion: every picture in sequence order, then its full text.
import { useTranslation } from 'react-i18next';
import type { TPromotion } from '@pavilion/contracts/content';
import { Modal } from '@/shared/ui/modal';
import { ContentHtml } from './content-html';
import { IMAGE_HEIGHT, IMAGE_WIDTH, hasContent, imagesInSequence } from './promotion-view';
import styles from './promotion-details.module.css';

type TPromotionDetailsProps = { promotion: TPromotion; onClose: () => void };

export function PromotionDetails({ promotion, onClose }: TPromotionDetailsProps) {
  const { t } = useTranslation('shell');
  const images = imagesInSequence(promotion.announcementImages);
  return (
    <Modal title={promotion.title} onClose={onClose} width={760} testId="promotion-details">
      <div className={styles.layout}>
        {images.map((image, index) => (
          <img
            key={`${image.sequence}-${image.url}`}
            className={styles.image}
            src={image.url}
            alt={t('promotions.imageAlt', { title: promotion.title, n: index + 1, total: images.length })}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            decoding="async"
          />
        ))}
        {hasContent(promotion.content) ? (
          <ContentHtml html={promotion.content} className={styles.text} />
        ) : null}
      </div>
    </Modal>
  );
}
