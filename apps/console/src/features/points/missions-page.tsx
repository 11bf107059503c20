// Missions (loyalty.read): every daily and weekly mission with its target, reward and how the reward
// pays (decision 063); an operator with loyalty.write edits the payout: cash or locked bonus money
// with its turnover multiplier, and a qualifying deposit.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { MissionPayoutDialog } from './mission-payout-dialog';
import { useMissions, type TAdminMission } from './points-api';
import './points.css';

const column = createColumnHelper<TAdminMission>();

export function MissionsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('loyalty.write');
  const missions = useMissions();
  const [editing, setEditing] = useState<TAdminMission | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('code', { header: t('pointsAdmin.missionCode') }),
      column.accessor('titleEn', { header: t('pointsAdmin.missionTitle') }),
      column.accessor('period', { header: t('pointsAdmin.missionPeriod') }),
      column.accessor('reward', {
        header: t('pointsAdmin.missionReward'),
        cell: (c) => formatMoney(c.getValue(), i18n.language),
      }),
      column.accessor('payout', {
        header: t('pointsAdmin.missionPayout'),
        enableSorting: false,
        cell: (c) => {
          const p = c.getValue();
          const mode =
            p.mode === 'cash'
              ? t('pointsAdmin.payoutCash')
              : t('pointsAdmin.payoutLocked', { multiplier: p.turnoverMultiplier });
          return p.minDeposit === null
            ? mode
            : `${mode} · ${t('pointsAdmin.payoutNeedsDeposit', { amount: formatMoney(p.minDeposit, i18n.language) })}`;
        },
      }),
      column.accessor('enabled', {
        header: t('pointsAdmin.shown'),
        cell: (c) => (c.getValue() ? t('common.yes') : t('common.no')),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) => (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t('pointsAdmin.editPayoutOne', { code: row.original.code })}
                  onClick={() => setEditing(row.original)}
                >
                  {t('pointsAdmin.editPayout')}
                </button>
              ),
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite],
  );

  return (
    <section aria-labelledby="missions-title" className="stack">
      <h1 id="missions-title">{t('pointsAdmin.missionsHeading')}</h1>
      {!canWrite && <p className="muted">{t('pointsAdmin.readOnly')}</p>}
      <QueryState isLoading={missions.isLoading} error={missions.error} />
      {missions.data && (
        <DataTable
          label={t('pointsAdmin.missionsHeading')}
          data={missions.data.missions}
          columns={columns}
          getRowId={(r) => r.id}
          pageNo={1}
          pageCount={1}
          onPage={() => undefined}
        />
      )}
      {canWrite && <MissionPayoutDialog editing={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
