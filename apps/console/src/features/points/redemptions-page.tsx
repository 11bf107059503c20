// Points redemptions (loyalty.read): in process, approved or rejected, server-side pages, with the
// delivery details; an operator with loyalty.write approves one (ships it) after a confirmation or
// rejects it with a reason, which gives the member's points back (decision 036).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  REDEMPTION_STATUSES,
  ZRedemptionDecisionSchema,
  type TRedemption,
  type TRedemptionStatus,
} from '@pavilion/contracts/points';
import { errorText } from '@/shared/error-text';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useCan } from '@/shared/use-me';
import { decideRedemption, redemptionsKey, useRedemptions } from './points-api';

const column = createColumnHelper<TRedemption>();
/** A rejection names its reason (the API allows an empty remark; the member deserves one). */
const ZRejectSchema = z.object({ reason: ZRedemptionDecisionSchema.shape.remark.unwrap().min(1) });

export function RedemptionsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('loyalty.write');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TRedemptionStatus | ''>('process');
  const [pageNo, setPageNo] = useState(1);
  const [approving, setApproving] = useState<TRedemption | null>(null);
  const [rejecting, setRejecting] = useState<TRedemption | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const redemptions = useRedemptions(status, pageNo);
  const refresh = () => queryClient.invalidateQueries({ queryKey: redemptionsKey });
  const approve = useMutation({
    mutationFn: (id: string) => decideRedemption(id, 'approve', ''),
    onSuccess: (_, id) => setOutcome(t('pointsAdmin.approved', { id })),
    onError: (error) => setOutcome(errorText(t, error)),
    onSettled: () => {
      setApproving(null);
      void refresh();
    },
  });

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('pointsAdmin.id') }),
      column.accessor('memberAccount', { header: t('pointsAdmin.member'), cell: (c) => c.getValue() ?? '' }),
      column.accessor('goodsName', { header: t('pointsAdmin.goods') }),
      column.accessor('quantity', { header: t('pointsAdmin.quantity') }),
      column.accessor('points', {
        header: t('pointsAdmin.points'),
        cell: (c) => c.getValue().toLocaleString(i18n.language),
      }),
      column.display({
        id: 'delivery',
        header: t('pointsAdmin.delivery'),
        cell: ({ row }) => `${row.original.recipient} · ${row.original.phone} · ${row.original.address}`,
      }),
      column.accessor('status', {
        header: t('pointsAdmin.status'),
        cell: (c) => t(`pointsAdmin.redemptionStatus_${c.getValue()}`),
      }),
      column.accessor('createdAt', {
        header: t('pointsAdmin.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('remark', { header: t('pointsAdmin.remark') }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) =>
                row.original.status === 'process' ? (
                  <div className="row">
                    <button
                      type="button"
                      className="btn btn-small btn-primary"
                      aria-label={t('pointsAdmin.approveOne', { id: row.original.id })}
                      onClick={() => setApproving(row.original)}
                    >
                      {t('pointsAdmin.approve')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      aria-label={t('pointsAdmin.rejectOne', { id: row.original.id })}
                      onClick={() => setRejecting(row.original)}
                    >
                      {t('pointsAdmin.reject')}
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
    <section aria-labelledby="redemptions-title" className="stack">
      <h1 id="redemptions-title">{t('pointsAdmin.redemptionsHeading')}</h1>
      <div className="filters row">
        <label className="field inline">
          <span>{t('pointsAdmin.status')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TRedemptionStatus | '');
              setPageNo(1);
            }}
          >
            {[...REDEMPTION_STATUSES, ''].map((s) => (
              <option key={s} value={s}>
                {t(`pointsAdmin.redemptionStatus_${s || 'all'}`)}
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
      <QueryState isLoading={redemptions.isLoading} error={redemptions.error} />
      {redemptions.data && (
        <DataTable
          label={t('pointsAdmin.redemptionsHeading')}
          data={redemptions.data.records}
          columns={columns}
          getRowId={(r) => r.id}
          pageNo={redemptions.data.pageNo}
          pageCount={Math.ceil(redemptions.data.total / redemptions.data.pageSize)}
          onPage={setPageNo}
        />
      )}
      <ConfirmDialog
        open={approving !== null}
        title={t('pointsAdmin.approveTitle', { id: approving?.id ?? '' })}
        confirmLabel={t('pointsAdmin.approve')}
        busy={approve.isPending}
        onConfirm={() => approving && approve.mutate(approving.id)}
        onClose={() => setApproving(null)}
      >
        <p>
          {t('pointsAdmin.approveBody', {
            goods: approving?.goodsName ?? '',
            quantity: approving?.quantity ?? 0,
            member: approving?.memberAccount ?? '',
          })}
        </p>
      </ConfirmDialog>
      {canWrite && (
        <ReasonDialog
          open={rejecting !== null}
          title={t('pointsAdmin.rejectTitle', { id: rejecting?.id ?? '' })}
          reasonLabel={t('pointsAdmin.reason')}
          reasonRule={t('pointsAdmin.reasonRule')}
          confirmLabel={t('pointsAdmin.reject')}
          schema={ZRejectSchema}
          onSubmit={async ({ reason }) => {
            if (!rejecting) {
              return;
            }
            await decideRedemption(rejecting.id, 'reject', reason);
            setOutcome(t('pointsAdmin.rejected', { id: rejecting.id }));
            await refresh();
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
