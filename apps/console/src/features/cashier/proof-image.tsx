// A withdrawal's proof image (the member's "not received" / "partially received" upload), seen by
// operators only (shared/ui/private-image.tsx).
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '@/shared/ui/private-image';
import './cashier.css';

export function ProofImage({ withdrawalId }: { withdrawalId: string }) {
  const { t } = useTranslation();
  return (
    <PrivateImage
      path={`/api/admin/cashier/withdrawals/${withdrawalId}/proof`}
      alt={t('cashierAdmin.proofAlt', { id: withdrawalId })}
      texts={{
        open: t('cashierAdmin.proofOpen', { id: withdrawalId }),
        failed: t('cashierAdmin.proofFailed'),
        loading: t('common.loading'),
        close: t('cashierAdmin.close'),
      }}
      width={48}
      height={48}
      classPrefix="proof"
    />
  );
}
