// A cashier review queue (withdrawals or deposits): status filter, member filter on the page
// shown, server-side pages, approve / reject with a reason, and bulk approval after a
// confirmation. Read-only operators see the queue without the action buttons.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZRejectRequestSchema } from '@pavilion/contracts/cashier';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { errorText } from '@/shared/error-text';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { ProofImage } from './proof-image';
import './cashier.css';
import {
  approve,
  fetchQueue,
  QUEUE_STATUSES,
  refundDeposit,
  reject,
  type TQueueKind,
  type TQueueRow,
} from './cashier-api';

const PAGE_SIZE = 20;
const column = createColumnHelper<TQueueRow>();

export function CashierQueuePage({ kind }: { kind: TQueueKind }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('cashier.write');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('pending');
  const [member, setMember] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [approving, setApproving] = useState<string[] | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<TQueueRow | null>(null);
  const [refundError, setRefundError] = useState<string | null>(null);

  const queryKey = ['console', 'cashier', kind, status, pageNo];
  const queue = useQuery({
    queryKey,
    queryFn: () => fetchQueue(kind, { status, pageNo, pageSize: PAGE_SIZE }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['console', 'cashier', kind] });

  const approveMany = useMutation({
    mutationFn: async (ids: string[]) => {
      const failures: string[] = [];
      const waiting: string[] = [];
      for (const id of ids) {
        await approve(kind, id)
          .then((r) => r.waiting && waiting.push(id))
          .catch((error: unknown) => failures.push(`${id}: ${errorText(t, error)}`));
      }
      return { done: ids.length - failures.length - waiting.length, waiting, failures };
    },
    onSuccess: ({ done, waiting, failures }) => {
      setOutcome(
        [
          t('cashier.approvedCount', { count: done }),
          ...(waiting.length > 0 ? [t('fourEyes.firstApprovalGiven', { ids: waiting.join(', ') })] : []),
          ...failures,
        ].join(' '),
      );
      setSelection({});
      setApproving(null);
      void refresh();
    },
  });

  const refund = useMutation({
    mutationFn: (id: string) => refundDeposit(id),
    onSuccess: (_, id) => {
      setOutcome(`${t('cashierAdmin.refunded')}: ${id}`);
      setRefunding(null);
      void refresh();
    },
    onError: (error) => setRefundError(errorText(t, error)),
  });

  const rows = useMemo(() => {
    const needle = member.trim().toLowerCase();
    return (queue.data?.rows ?? []).filter((r) => !needle || r.member.toLowerCase().includes(needle));
  }, [queue.data, member]);
  const approveLabel = kind === 'deposits' ? t('cashier.confirmDeposit') : t('cashier.approve');

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('cashier.id') }),
      column.accessor('member', {
        header: t('cashier.member'),
        cell: ({ row }) => (
          <span className="row">
            {row.original.member}
            {row.original.memberId && row.original.linkedCount > 0 && (
              <Link
                className="linked-badge"
                to={`/members/${row.original.memberId}?tab=linked`}
                aria-label={t('cashier.linkedLabel', {
                  count: row.original.linkedCount,
                  member: row.original.member,
                })}
              >
                {t('cashier.linkedBadge', { count: row.original.linkedCount })}
              </Link>
            )}
          </span>
        ),
      }),
      column.accessor('amount', {
        header: t('cashier.amount'),
        cell: (c) => formatMoney(c.getValue(), i18n.language),
      }),
      column.accessor('detail', { header: kind === 'deposits' ? t('cashier.channel') : t('cashier.bank') }),
      column.accessor('status', {
        header: t('cashier.status'),
        cell: ({ row }) => (
          <>
            {[
              t(`status.${row.original.status}`),
              row.original.refunded ? t('cashierAdmin.refunded') : null,
              row.original.flag ? t(`cashierAdmin.flag_${row.original.flag}`) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            {row.original.firstApprovedBy && (
              <span className="four-eyes-state">
                {t('fourEyes.awaitingSecond', { name: row.original.firstApprovedBy })}
              </span>
            )}
          </>
        ),
      }),
      column.accessor('reason', { header: t('cashier.reason'), cell: (c) => c.getValue() ?? '' }),
      ...(kind === 'withdrawals'
        ? [
            column.accessor('hasProof', {
              header: t('cashierAdmin.proof'),
              enableSorting: false,
              cell: (c) => (c.getValue() ? <ProofImage withdrawalId={c.row.original.id} /> : '—'),
            }),
          ]
        : []),
      column.accessor('createdAt', {
        header: t('cashier.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('reviewedBy', {
        header: t('cashier.decidedBy'),
        cell: ({ row }) =>
          row.original.reviewedBy ? (
            <span className="decided-by">
              {row.original.reviewedBy}
              {row.original.reviewedAt && (
                <small className="muted"> {formatDateTime(row.original.reviewedAt, i18n.language)}</small>
              )}
            </span>
          ) : (
            '—'
          ),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) =>
                row.original.reviewable ? (
                  <div className="row">
                    <button
                      type="button"
                      className="btn btn-small btn-primary"
                      aria-label={`${approveLabel} ${row.original.id}`}
                      onClick={() => setApproving([row.original.id])}
                    >
                      {approveLabel}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      aria-label={`${t('cashier.reject')} ${row.original.id}`}
                      onClick={() => setRejecting(row.original.id)}
                    >
                      {t('cashier.reject')}
                    </button>
                  </div>
                ) : row.original.refundable ? (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    aria-label={t('cashierAdmin.refundOf', { id: row.original.id })}
                    onClick={() => {
                      setRefundError(null);
                      setRefunding(row.original);
                    }}
                  >
                    {t('cashierAdmin.refund')}
                  </button>
                ) : null,
            }),
          ]
        : []),
    ],
    [t, i18n.language, kind, canWrite, approveLabel],
  );
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  return (
    <section aria-labelledby="queue-title" className="stack">
      <h1 id="queue-title">{kind === 'deposits' ? t('menu.deposits') : t('menu.withdrawals')}</h1>
      <div className="filters row">
        <label className="field inline">
          <span>{t('cashier.status')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPageNo(1);
              setSelection({});
            }}
          >
            {QUEUE_STATUSES[kind].map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>{t('cashier.memberFilter')}</span>
          <input type="search" value={member} onChange={(e) => setMember(e.target.value)} />
        </label>
        {canWrite && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={selectedIds.length === 0}
            onClick={() => setApproving(selectedIds)}
          >
            {t('cashier.bulkApprove', { count: selectedIds.length })}
          </button>
        )}
      </div>
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={queue.isLoading} error={queue.error} />
      {queue.data && (
        <DataTable
          label={kind === 'deposits' ? t('menu.deposits') : t('menu.withdrawals')}
          data={rows}
          columns={columns}
          getRowId={(r) => r.id}
          pageNo={queue.data.pageNo}
          pageCount={queue.data.totalPages}
          onPage={setPageNo}
          {...(canWrite
            ? { selection, onSelection: setSelection, canSelect: (r: TQueueRow) => r.reviewable }
            : {})}
        />
      )}
      <ConfirmDialog
        open={approving !== null}
        title={t('cashier.approveTitle', { count: approving?.length ?? 0 })}
        confirmLabel={approveLabel}
        busy={approveMany.isPending}
        onConfirm={() => approving && approveMany.mutate(approving)}
        onClose={() => setApproving(null)}
      >
        <p>{t('cashier.approveBody', { ids: approving?.join(', ') ?? '' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={refunding !== null}
        title={t('cashierAdmin.refundOf', { id: refunding?.id ?? '' })}
        confirmLabel={t('cashierAdmin.refund')}
        busy={refund.isPending}
        onConfirm={() => refunding && refund.mutate(refunding.id)}
        onClose={() => setRefunding(null)}
      >
        <p>
          {t('cashierAdmin.refundConfirm', {
            amount: formatMoney(refunding?.amount ?? 0, i18n.language),
            account: refunding?.member ?? '',
          })}
        </p>
        {refundError && (
          <p className="error" role="alert">
            {refundError}
          </p>
        )}
      </ConfirmDialog>
      {canWrite && (
        <ReasonDialog
          open={rejecting !== null}
          title={t('cashier.rejectTitle', { id: rejecting })}
          reasonLabel={t('cashier.reason')}
          reasonRule={t('cashier.reasonRule')}
          confirmLabel={t('cashier.reject')}
          schema={ZRejectRequestSchema}
          onSubmit={async (body) => {
            if (rejecting === null) {
              return;
            }
            await reject(kind, rejecting, body);
            setOutcome(t('cashier.rejected', { id: rejecting }));
            await refresh();
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
