// The member page's KYC tab: the member's level and the latest document of each kind with its state,
// reason and image; pending ones can be decided here too (kyc.write).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKycAdminDocument } from '@pavilion/contracts/kyc';
import { formatDateTime } from '@/shared/format';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { DecisionDialog } from './decision-dialog';
import { DocumentImage } from './document-image';
import { KYC_KEY, useMemberKyc } from './kyc-api';

export function MemberKyc({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('kyc.write');
  const queryClient = useQueryClient();
  const kyc = useMemberKyc(memberId);
  const [deciding, setDeciding] = useState<{ doc: TKycAdminDocument; decision: 'approve' | 'reject' } | null>(
    null,
  );
  if (!kyc.data) {
    return <QueryState isLoading={kyc.isLoading} error={kyc.error} />;
  }
  return (
    <div className="stack">
      <p>
        <strong>{t('kyc.levelLabel')}</strong>{' '}
        <span className="badge">{t(`kyc.level_${kyc.data.level}`)}</span>
      </p>
      {kyc.data.documents.length === 0 ? (
        <p className="muted">{t('kyc.noDocuments')}</p>
      ) : (
        <div className="table-scroll">
          <table aria-label={t('kyc.documentsCaption')}>
            <thead>
              <tr>
                <th scope="col">{t('kyc.kind')}</th>
                <th scope="col">{t('kyc.status')}</th>
                <th scope="col">{t('kyc.uploadedAt')}</th>
                <th scope="col">{t('kyc.image')}</th>
                <th scope="col">{t('kyc.reason')}</th>
                {canWrite && <th scope="col">{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {kyc.data.documents.map((d) => (
                <tr key={d.id}>
                  <td>{t(`kyc.kind_${d.kind}`)}</td>
                  <td>{t(`kyc.status_${d.status}`)}</td>
                  <td>{formatDateTime(d.uploadedAt, i18n.language)}</td>
                  <td>
                    <DocumentImage
                      id={d.id}
                      label={t('kyc.imageAlt', { kind: t(`kyc.kind_${d.kind}`), member: d.account })}
                    />
                  </td>
                  <td>
                    {[d.reasonCode ? t(`kyc.reason_${d.reasonCode}`) : null, d.note]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                  {canWrite && (
                    <td>
                      {d.status === 'pending' && (
                        <div className="row">
                          <button
                            type="button"
                            className="btn btn-small btn-primary"
                            onClick={() => setDeciding({ doc: d, decision: 'approve' })}
                          >
                            {t('kyc.approve')}
                          </button>
                          <button
                            type="button"
                            className="btn btn-small btn-danger"
                            onClick={() => setDeciding({ doc: d, decision: 'reject' })}
                          >
                            {t('kyc.reject')}
                          </button>
                        </div>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canWrite && (
        <DecisionDialog
          document={deciding?.doc ?? null}
          decision={deciding?.decision ?? 'approve'}
          onDone={() => void queryClient.invalidateQueries({ queryKey: KYC_KEY })}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
