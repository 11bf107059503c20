// The KYC review queue: documents by status (pending first, oldest at the head), server-side pages,
// each with its member (linked to the member page), kind, upload time and image; operators with
// kyc.write approve or reject with a reason code and a note.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  KYC_DOCUMENT_STATUSES,
  type TKycAdminDocument,
  type TKycDocumentStatus,
} from '@pavilion/contracts/kyc';
import { formatDateTime } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { DecisionDialog } from './decision-dialog';
import { DocumentImage } from './document-image';
import { fetchKycQueue, KYC_KEY } from './kyc-api';

const PAGE_SIZE = 20;
const column = createColumnHelper<TKycAdminDocument>();

export function KycQueuePage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('kyc.write');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TKycDocumentStatus>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<{ doc: TKycAdminDocument; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const [outcome, setOutcome] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: [...KYC_KEY, 'queue', status, pageNo],
    queryFn: () => fetchKycQueue({ status, pageNo, pageSize: PAGE_SIZE }),
  });

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('kyc.id') }),
      column.accessor('account', {
        header: t('kyc.member'),
        cell: (c) => <Link to={`/members/${c.row.original.memberId}`}>{c.getValue()}</Link>,
      }),
      column.accessor('kind', { header: t('kyc.kind'), cell: (c) => t(`kyc.kind_${c.getValue()}`) }),
      column.accessor('uploadedAt', {
        header: t('kyc.uploadedAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.display({
        id: 'image',
        header: t('kyc.image'),
        cell: ({ row }) => (
          <DocumentImage
            id={row.original.id}
            label={t('kyc.imageAlt', {
              kind: t(`kyc.kind_${row.original.kind}`),
              member: row.original.account,
            })}
          />
        ),
      }),
      column.accessor('status', { header: t('kyc.status'), cell: (c) => t(`kyc.status_${c.getValue()}`) }),
      column.accessor('reasonCode', {
        header: t('kyc.reason'),
        cell: (c) => {
          const code = c.getValue();
          const note = c.row.original.note;
          return [code ? t(`kyc.reason_${code}`) : null, note].filter(Boolean).join(' · ');
        },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) =>
                row.original.status === 'pending' ? (
                  <div className="row">
                    <button
                      type="button"
                      className="btn btn-small btn-primary"
                      aria-label={`${t('kyc.approve')} ${row.original.id}`}
                      onClick={() => setDeciding({ doc: row.original, decision: 'approve' })}
                    >
                      {t('kyc.approve')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      aria-label={`${t('kyc.reject')} ${row.original.id}`}
                      onClick={() => setDeciding({ doc: row.original, decision: 'reject' })}
                    >
                      {t('kyc.reject')}
                    </button>
                  </div>
                ) : null,
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite],
  );

  return (
    <section aria-labelledby="kyc-title" className="stack">
      <h1 id="kyc-title">{t('kyc.queueTitle')}</h1>
      <div className="filters row">
        <label className="field inline">
          <span>{t('kyc.status')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TKycDocumentStatus);
              setPageNo(1);
            }}
          >
            {KYC_DOCUMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`kyc.status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <Link to="/kyc/rules">{t('kyc.rulesLink')}</Link>
      </div>
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={queue.isLoading} error={queue.error} />
      {queue.data &&
        (queue.data.items.length === 0 ? (
          <p className="muted">{t('kyc.empty')}</p>
        ) : (
          <DataTable
            label={t('kyc.queueTitle')}
            data={queue.data.items}
            columns={columns}
            getRowId={(r) => r.id}
            pageNo={queue.data.pageNo}
            pageCount={Math.max(1, Math.ceil(queue.data.total / PAGE_SIZE))}
            onPage={setPageNo}
          />
        ))}
      {canWrite && (
        <DecisionDialog
          document={deciding?.doc ?? null}
          decision={deciding?.decision ?? 'approve'}
          onDone={(doc) => {
            setOutcome(t(doc.status === 'approved' ? 'kyc.approved' : 'kyc.rejected', { id: doc.id }));
            void queryClient.invalidateQueries({ queryKey: KYC_KEY });
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </section>
  );
}
