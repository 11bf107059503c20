// Points mall goods (loyalty.read): every item with its points and deposit requirement, stock and
// whether members see it; an operator with loyalty.write adds and edits items.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGoods } from '@pavilion/contracts/points';
import { formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { GoodsDialog } from './goods-dialog';
import { useGoods } from './points-api';
import './points.css';

const column = createColumnHelper<TGoods>();

export function GoodsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('loyalty.write');
  const goods = useGoods();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('pointsAdmin.id') }),
      column.accessor('name', { header: t('pointsAdmin.name') }),
      column.accessor('pointsRequired', {
        header: t('pointsAdmin.pointsRequired'),
        cell: (c) => c.getValue().toLocaleString(i18n.language),
      }),
      column.accessor('amountRequired', {
        header: t('pointsAdmin.amountRequired'),
        cell: (c) => formatMoney(c.getValue(), i18n.language),
      }),
      column.accessor('stock', {
        header: t('pointsAdmin.stock'),
        cell: (c) => c.getValue() ?? t('pointsAdmin.unlimited'),
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
                  aria-label={t('pointsAdmin.editOne', { name: row.original.name })}
                  onClick={() => setEditing(row.original.id)}
                >
                  {t('pointsAdmin.edit')}
                </button>
              ),
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite],
  );

  return (
    <section aria-labelledby="goods-title" className="stack">
      <h1 id="goods-title">{t('pointsAdmin.goodsHeading')}</h1>
      {!canWrite && <p className="muted">{t('pointsAdmin.readOnly')}</p>}
      {canWrite && (
        <div className="row">
          <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
            {t('pointsAdmin.addGoods')}
          </button>
        </div>
      )}
      <QueryState isLoading={goods.isLoading} error={goods.error} />
      {goods.data && (
        <DataTable
          label={t('pointsAdmin.goodsHeading')}
          data={goods.data.goods}
          columns={columns}
          getRowId={(r) => r.id}
          pageNo={1}
          pageCount={1}
          onPage={() => undefined}
        />
      )}
      {canWrite && <GoodsDialog editing={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
