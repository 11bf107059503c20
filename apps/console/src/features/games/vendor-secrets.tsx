// Seamless vendors' signing secrets (decision 053): the list shows when each was last rotated, never
// a secret. "Rotate secret" (games.write, after a confirmation) answers the new secret once; it is
// shown in a dialog with a copy button and a warning, and is gone when the dialog closes (it is
// kept in no query cache). The previous secret keeps verifying for the grace period.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VENDOR_SECRET_GRACE_MINUTES,
  ZSeamlessVendorsSchema,
  ZVendorSecretRotationSchema,
  type TVendorSecretRotation,
} from '@pavilion/contracts/vendor-secrets';
import { formatDateTime } from '@/shared/format';
import { api } from '@/shared/http';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { QueryState } from '@/shared/ui/query-state';

const key = ['console', 'seamless-vendors'];

export function VendorSecrets({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [shown, setShown] = useState<TVendorSecretRotation | null>(null);
  const vendors = useQuery({
    queryKey: key,
    queryFn: async () => ZSeamlessVendorsSchema.parse(await api('/api/admin/seamless-vendors')).vendors,
  });
  const rotate = useMutation({
    mutationFn: async (code: string) =>
      ZVendorSecretRotationSchema.parse(
        await api(`/api/admin/seamless-vendors/${code}/rotate-secret`, { method: 'POST' }),
      ),
    onSuccess: (rotation) => {
      setConfirming(null);
      setShown(rotation);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <section className="stack" aria-labelledby="vendor-secrets-title">
      <h2 id="vendor-secrets-title">{t('vendorSecrets.title')}</h2>
      <p className="muted">{t('vendorSecrets.intro', { minutes: VENDOR_SECRET_GRACE_MINUTES })}</p>
      <QueryState isLoading={vendors.isLoading} error={vendors.error ?? rotate.error} />
      {vendors.data && (
        <div className="table-scroll">
          <table aria-label={t('vendorSecrets.title')}>
            <thead>
              <tr>
                <th scope="col">{t('vendorSecrets.code')}</th>
                <th scope="col">{t('vendorSecrets.state')}</th>
                <th scope="col">{t('vendorSecrets.rotatedAt')}</th>
                <th scope="col">{t('vendorSecrets.previousValidUntil')}</th>
                {canWrite && <th scope="col">{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {vendors.data.map((v) => (
                <tr key={v.code} data-testid={`seamless-vendor-${v.code}`}>
                  <td>{v.code}</td>
                  <td>{v.enabled ? t('vendorSecrets.enabled') : t('vendorSecrets.disabled')}</td>
                  <td>
                    {v.rotatedAt ? formatDateTime(v.rotatedAt, i18n.language) : t('vendorSecrets.never')}
                  </td>
                  <td>{formatDateTime(v.previousValidUntil, i18n.language)}</td>
                  {canWrite && (
                    <td>
                      <button
                        type="button"
                        className="btn btn-small btn-danger"
                        aria-label={t('vendorSecrets.rotateOf', { code: v.code })}
                        onClick={() => setConfirming(v.code)}
                      >
                        {t('vendorSecrets.rotate')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('vendorSecrets.confirmTitle', { code: confirming ?? '' })}
        confirmLabel={t('vendorSecrets.rotate')}
        danger
        busy={rotate.isPending}
        onConfirm={() => confirming && rotate.mutate(confirming)}
        onClose={() => setConfirming(null)}
      >
        <p>{t('vendorSecrets.confirmBody', { minutes: VENDOR_SECRET_GRACE_MINUTES })}</p>
      </ConfirmDialog>
      <SecretOnce rotation={shown} onClose={() => setShown(null)} />
    </section>
  );
}

function SecretOnce({ rotation, onClose }: { rotation: TVendorSecretRotation | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (rotation && !ref.current?.open) {
      ref.current?.showModal();
    }
  }, [rotation]);
  const close = () => {
    setCopied(false);
    ref.current?.close();
    onClose();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="secret-once-title" onClose={close}>
      <h2 id="secret-once-title">{t('vendorSecrets.newTitle', { code: rotation?.code ?? '' })}</h2>
      <p className="banner" role="alert">
        {t('vendorSecrets.warning', {
          until: formatDateTime(rotation?.previousValidUntil, i18n.language),
        })}
      </p>
      <label className="field">
        <span>{t('vendorSecrets.newSecret')}</span>
        <textarea
          readOnly
          rows={2}
          value={rotation?.secret ?? ''}
          style={{ fontFamily: 'var(--font-mono)', resize: 'none', wordBreak: 'break-all' }}
          onFocus={(e) => e.target.select()}
        />
      </label>
      {copied && <p role="status">{t('vendorSecrets.copied')}</p>}
      <div className="row end">
        <button
          type="button"
          className="btn"
          onClick={() => {
            void navigator.clipboard.writeText(rotation?.secret ?? '').then(() => setCopied(true));
          }}
        >
          {t('vendorSecrets.copy')}
        </button>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('vendorSecrets.done')}
        </button>
      </div>
    </dialog>
  );
}
