// Activity applications (promotions.read): in review, issued or rejected, with the member's remark,
// contact and proof images; an operator with promotions.write approves one (the activity's reward,
// or an amount up to its maximum) or rejects it with a reason the member reads (decision 034).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  ZApplicationReviewSchema,
  type TApplication,
} from '@pavilion/contracts/promotions';
import { errorText } from '@/shared/error-text';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useCan } from '@/shared/use-me';
import { ApplicationImages } from './application-images';
import {
  applicationsKey,
  reviewApplication,
  useApplications,
  type TApplicationStatus,
} from './promotions-api';
import './promotions.css';

const column = createColumnHelper<TApplication>();
const ZRejectSchema = z.object({ reason: ZApplicationReviewSchema.options[1].shape.reason });

export function ApplicationsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('promotions.write');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TApplicationStatus>('applying');
  const [approving, setApproving] = useState<TApplication | null>(null);
  const [amount, setAmount] = useState('');
  const [rejecting, setRejecting] = useState<TApplication | null>(null);
  const [viewing, setViewing] = useState<TApplication | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const applications = useApplications(status);
  const refresh = () => queryClient.invalidateQueries({ queryKey: applicationsKey });
  const approve = useMutation({
    mutationFn: ({ id, major }: { id: number; major: string }) =>
      reviewApplication(id, {
        action: 'approve',
        ...(major.trim() === '' ? {} : { amount: Math.round(Number(major) * 100) }),
      }),
    onSuccess: (_, { id }) => {
      setOutcome(t('promotionsAdmin.approved', { id }));
      setApproving(null);
    },
    onSettled: () => void refresh(),
  });

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('promotionsAdmin.id') }),
      column.accessor('memberAccount', {
        header: t('promotionsAdmin.member'),
        cell: (c) => c.getValue() ?? '',
      }),
      column.accessor('title', { header: t('promotionsAdmin.activity') }),
      column.accessor('remark', { header: t('promotionsAdmin.remark') }),
      column.accessor('contact', { header: t('promotionsAdmin.contact'), cell: (c) => c.getValue() ?? '' }),
      column.accessor('images', {
        header: t('promotionsAdmin.images'),
        cell: ({ row }) =>
          row.original.images > 0 ? (
            <button
              type="button"
              className="btn btn-small"
              aria-label={t('promotionsAdmin.viewImages', { id: row.original.id })}
              onClick={() => setViewing(row.original)}
            >
              {t('promotionsAdmin.imagesCount', { count: row.original.images })}
            </button>
          ) : (
            '—'
          ),
      }),
      column.accessor('status', {
        header: t('promotionsAdmin.status'),
        cell: (c) => t(`promotionsAdmin.applicationStatus_${c.getValue()}`),
      }),
      column.accessor('amount', {
        header: t('promotionsAdmin.amount'),
        cell: (c) => {
          const v = c.getValue();
          return v === null ? '' : formatMoney(v, i18n.language);
        },
      }),
      column.accessor('createdAt', {
        header: t('promotionsAdmin.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('reason', { header: t('promotionsAdmin.reason'), cell: (c) => c.getValue() ?? '' }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) =>
                row.original.status === 'applying' ? (
                  <div className="row">
                    <button
                      type="button"
                      className="btn btn-small btn-primary"
                      aria-label={t('promotionsAdmin.approveOne', { id: row.original.id })}
                      onClick={() => {
                        approve.reset();
                        setAmount('');
                        setApproving(row.original);
                      }}
                    >
                      {t('promotionsAdmin.approve')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      aria-label={t('promotionsAdmin.rejectOne', { id: row.original.id })}
                      onClick={() => setRejecting(row.original)}
                    >
                      {t('promotionsAdmin.reject')}
                    </button>
                  </div>
                ) : null,
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite, approve],
  );

  return (
    <section aria-labelledby="applications-title" className="stack">
      <h1 id="applications-title">{t('promotionsAdmin.applicationsHeading')}</h1>
      <div className="filters row">
        <label className="field inline">
          <span>{t('promotionsAdmin.status')}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as TApplicationStatus)}>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`promotionsAdmin.applicationStatus_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={applications.isLoading} error={applications.error} />
      {applications.data && (
        <div className="engagement-table">
          <DataTable
            label={t('promotionsAdmin.applicationsHeading')}
            data={applications.data.applications}
            columns={columns}
            getRowId={(r) => String(r.id)}
            pageNo={1}
            pageCount={1}
            onPage={() => undefined}
          />
        </div>
      )}
      <ApplicationImages application={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={approving !== null}
        title={t('promotionsAdmin.approveTitle', { id: approving?.id ?? '' })}
        confirmLabel={t('promotionsAdmin.approve')}
        busy={approve.isPending}
        onConfirm={() => approving && approve.mutate({ id: approving.id, major: amount })}
        onClose={() => setApproving(null)}
      >
        <label className="field">
          <span>{t('promotionsAdmin.approveAmount')}</span>
          <input
            type="number"
            min={0.01}
            step="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        {approve.error && (
          <p className="error" role="alert">
            {errorText(t, approve.error)}
          </p>
        )}
      </ConfirmDialog>
      {canWrite && (
        <ReasonDialog
          open={rejecting !== null}
          title={t('promotionsAdmin.rejectTitle', { id: rejecting?.id ?? '' })}
          reasonLabel={t('promotionsAdmin.reason')}
          reasonRule={t('promotionsAdmin.reasonRule')}
          confirmLabel={t('promotionsAdmin.reject')}
          schema={ZRejectSchema}
          onSubmit={async ({ reason }) => {
            if (!rejecting) {
              return;
            }
            await reviewApplication(rejecting.id, { action: 'reject', reason });
            setOutcome(t('promotionsAdmin.rejected', { id: rejecting.id }));
            await refresh();
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
