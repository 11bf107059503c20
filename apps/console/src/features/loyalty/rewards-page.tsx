// The rewards queue (loyalty.read): VIP, rebate and referral rewards by status, filtered by member,
// in server-side pages; an operator with loyalty.write rejects a reward not yet claimed, with a
// reason the member is told.
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_STATUSES, ZRewardRejectSchema, type TRewardStatus } from '@pavilion/contracts/loyalty';
import { formatDateTime, formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useCan } from '@/shared/use-me';
import { loyaltyKey, rejectReward, useRewards } from './loyalty-api';

type TRow = NonNullable<ReturnType<typeof useRewards>['data']>['rewards'][number];
const column = createColumnHelper<TRow>();

export function RewardsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('loyalty.write');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TRewardStatus>('claimable');
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [rejecting, setRejecting] = useState<TRow | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const rewards = useRewards(status, account, pageNo);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('loyaltyAdmin.id') }),
      column.accessor('memberAccount', { header: t('loyaltyAdmin.member') }),
      column.accessor('kind', {
        header: t('loyaltyAdmin.kind'),
        cell: (c) => t(`loyaltyAdmin.rewardKind_${c.getValue()}`),
      }),
      column.accessor('period', { header: t('loyaltyAdmin.period') }),
      column.accessor('amount', {
        header: t('loyaltyAdmin.amount'),
        cell: (c) => formatMoney(c.getValue(), i18n.language),
      }),
      column.accessor('status', {
        header: t('loyaltyAdmin.status'),
        cell: (c) => t(`loyaltyAdmin.rewardStatus_${c.getValue()}`),
      }),
      column.accessor('createdAt', {
        header: t('loyaltyAdmin.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('reason', { header: t('loyaltyAdmin.reason'), cell: (c) => c.getValue() ?? '' }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) =>
                row.original.status === 'claimable' ? (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    aria-label={t('loyaltyAdmin.rejectOne', { id: row.original.id })}
                    onClick={() => setRejecting(row.original)}
                  >
                    {t('loyaltyAdmin.reject')}
                  </button>
                ) : null,
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite],
  );

  return (
    <section aria-labelledby="rewards-title" className="stack">
      <h1 id="rewards-title">{t('loyaltyAdmin.rewardsHeading')}</h1>
      <form
        className="filters row"
        onSubmit={(e) => {
          e.preventDefault();
          setAccount(search);
          setPageNo(1);
        }}
      >
        <label className="field inline">
          <span>{t('loyaltyAdmin.status')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TRewardStatus);
              setPageNo(1);
            }}
          >
            {REWARD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`loyaltyAdmin.rewardStatus_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>{t('loyaltyAdmin.memberFilter')}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className="btn">
          {t('loyaltyAdmin.search')}
        </button>
      </form>
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={rewards.isLoading} error={rewards.error} />
      {rewards.data && (
        <DataTable
          label={t('loyaltyAdmin.rewardsHeading')}
          data={rewards.data.rewards}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageNo={rewards.data.pageNo}
          pageCount={rewards.data.totalPages}
          onPage={setPageNo}
        />
      )}
      {canWrite && (
        <ReasonDialog
          open={rejecting !== null}
          title={t('loyaltyAdmin.rejectTitle', {
            id: rejecting?.id ?? '',
            member: rejecting?.memberAccount ?? '',
          })}
          reasonLabel={t('loyaltyAdmin.reason')}
          reasonRule={t('loyaltyAdmin.reasonRule')}
          confirmLabel={t('loyaltyAdmin.reject')}
          schema={ZRewardRejectSchema}
          onSubmit={async ({ reason }) => {
            if (!rejecting) {
              return;
            }
            await rejectReward(rejecting.id, reason);
            setOutcome(t('loyaltyAdmin.rejected', { id: rejecting.id }));
            await queryClient.invalidateQueries({ queryKey: loyaltyKey });
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
