// A KYC document's image, seen by operators only (shared/ui/private-image.tsx).
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '@/shared/ui/private-image';
import './kyc.css';

export function DocumentImage({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  return (
    <PrivateImage
      path={`/api/admin/kyc/documents/${id}/image`}
      alt={label}
      texts={{
        open: t('kyc.imageOpen', { document: label }),
        failed: t('kyc.imageFailed'),
        loading: t('common.loading'),
        close: t('kyc.close'),
      }}
      width={64}
      height={48}
      classPrefix="kyc"
    />
  );
}
