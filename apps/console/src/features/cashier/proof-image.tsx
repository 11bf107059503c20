// A withdrawal's proof image (the member's "not received" / "partially received" upload): fetched
// from the admin route with the operator's token (never a public URL), shown as a thumbnail that
// opens the full image in a dialog. The object URL is released when the row leaves the screen.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '@/shared/session';
import './cashier.css';

async function fetchProof(id: string): Promise<Blob> {
  const token = getToken();
  const res = await fetch(`/api/admin/cashier/withdrawals/${id}/proof`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    throw new Error(`proof ${id}: ${res.status}`);
  }
  return res.blob();
}

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

export function ProofImage({ withdrawalId }: { withdrawalId: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const proof = useQuery({
    queryKey: ['console', 'cashier', 'proof', withdrawalId],
    queryFn: () => fetchProof(withdrawalId),
    staleTime: Infinity,
  });
  const url = useObjectUrl(proof.data);
  const alt = t('cashierAdmin.proofAlt', { id: withdrawalId });
  if (proof.isError) {
    return <span className="error">{t('cashierAdmin.proofFailed')}</span>;
  }
  if (!url) {
    return <span className="muted">{t('common.loading')}</span>;
  }
  return (
    <>
      <button
        type="button"
        className="proof-thumb"
        aria-label={t('cashierAdmin.proofOpen', { id: withdrawalId })}
        onClick={() => ref.current?.showModal()}
      >
        <img src={url} alt={alt} width={48} height={48} />
      </button>
      <dialog ref={ref} className="dialog proof-dialog" aria-label={alt}>
        <img src={url} alt={alt} className="proof-full" />
        <div className="row end">
          <button type="button" className="btn" onClick={() => ref.current?.close()}>
            {t('cashierAdmin.close')}
          </button>
        </div>
      </dialog>
    </>
  );
}
