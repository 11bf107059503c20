// A KYC document's image: fetched from the admin route with the operator's token (never a public
// URL), shown as a thumbnail that opens the full image in a dialog. The object URL is released when
// the row leaves the screen.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDocumentImage, KYC_KEY } from './kyc-api';
import './kyc.css';

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function DocumentImage({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const image = useQuery({
    queryKey: [...KYC_KEY, 'image', id],
    queryFn: () => fetchDocumentImage(id),
    staleTime: Infinity,
  });
  const url = useObjectUrl(image.data);
  if (image.isError) {
    return <span className="error">{t('kyc.imageFailed')}</span>;
  }
  if (!url) {
    return <span className="muted">{t('common.loading')}</span>;
  }
  return (
    <>
      <button
        type="button"
        className="kyc-thumb"
        aria-label={t('kyc.imageOpen', { document: label })}
        onClick={() => ref.current?.showModal()}
      >
        <img src={url} alt={label} width={64} height={48} />
      </button>
      <dialog ref={ref} className="dialog kyc-dialog" aria-label={label}>
        <img src={url} alt={label} className="kyc-full" />
        <div className="row end">
          <button type="button" className="btn" onClick={() => ref.current?.close()}>
            {t('kyc.close')}
          </button>
        </div>
      </dialog>
    </>
  );
}
