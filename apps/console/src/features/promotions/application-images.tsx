// The proof images of one application in a dialog, fetched with the operator's token and released
// when the dialog closes.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@pavilion/contracts/promotions';
import { QueryState } from '@/shared/ui/query-state';
import { applicationImageUrl } from './promotions-api';
import './promotions.css';

export function ApplicationImages({
  application,
  onClose,
}: {
  application: TApplication | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const images = useQuery({
    queryKey: ['console', 'application-images', application?.id],
    queryFn: () =>
      Promise.all(
        Array.from({ length: application?.images ?? 0 }, (_, i) =>
          applicationImageUrl(application?.id ?? 0, i + 1),
        ),
      ),
    enabled: application !== null,
    gcTime: 0,
  });
  const urls = images.data;
  useEffect(() => () => urls?.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  useEffect(() => {
    if (application && !ref.current?.open) {
      ref.current?.showModal();
    } else if (!application && ref.current?.open) {
      ref.current.close();
    }
  }, [application]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="stack">
        <h2 id={titleId}>{t('promotionsAdmin.imagesTitle', { id: application?.id ?? '' })}</h2>
        <QueryState isLoading={images.isLoading} error={images.error} />
        {urls?.map((url, i) => (
          <img
            key={url}
            src={url}
            alt={t('promotionsAdmin.imageAlt', { n: i + 1, id: application?.id ?? '' })}
            className="proof-image"
          />
        ))}
        <div className="row end">
          <button type="button" className="btn" onClick={onClose}>
            {t('promotionsAdmin.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
