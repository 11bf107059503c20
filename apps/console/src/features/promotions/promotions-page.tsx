// Promotions (promotions.read): every activity with its window, rules and state; an operator with
// promotions.write creates one, edits, disables or enables it, and schedules the events of a
// red-envelope activity; the day's caps on rewards that need no deposit.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZAdminPromotionSchema } from '@pavilion/contracts/promotions';
import { formatDateTime, formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { PromotionForm } from './promotion-form';
import { rulesSummary } from './promotion-rules';
import { usePromotions, useSetPromotionEnabled } from './promotions-api';
import { RedEnvelopeDialog } from './red-envelope-dialog';
import { RewardCapsForm } from './reward-caps-form';
import './promotions.css';

type TRow = z.infer<typeof ZAdminPromotionSchema>;
const column = createColumnHelper<TRow>();

export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('promotions.write');
  const promotions = usePromotions();
  const [scheduling, setScheduling] = useState<TRow | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [editing, setEditing] = useState<TRow | null>(null);
  const toggle = useSetPromotionEnabled();

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('promotionsAdmin.id') }),
      column.accessor('title', { header: t('promotionsAdmin.title') }),
      column.accessor('kind', {
        header: t('promotionsAdmin.kind'),
        cell: (c) => t(`promotionsAdmin.kind_${c.getValue()}`),
      }),
      column.accessor('startsAt', {
        header: t('promotionsAdmin.startsAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('endsAt', {
        header: t('promotionsAdmin.endsAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('enabled', {
        header: t('promotionsAdmin.state'),
        cell: (c) => (c.getValue() ? t('promotionsAdmin.enabled') : t('promotionsAdmin.disabled')),
      }),
      column.accessor('rules', {
        header: t('promotionsAdmin.rules'),
        enableSorting: false,
        cell: (c) =>
          rulesSummary(
            c.getValue(),
            (f) => t(`promotionsAdmin.rule_${f}`),
            (m) => formatMoney(m, i18n.language),
          ),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) => (
                <div className="row">
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t('promotionsAdmin.editOne', { title: row.original.title })}
                    onClick={() => setEditing(row.original)}
                  >
                    {t('promotionsAdmin.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t(
                      row.original.enabled ? 'promotionsAdmin.disableOne' : 'promotionsAdmin.enableOne',
                      {
                        title: row.original.title,
                      },
                    )}
                    disabled={toggle.isPending}
                    onClick={() => toggle.mutate({ id: row.original.id, enabled: !row.original.enabled })}
                  >
                    {t(row.original.enabled ? 'promotionsAdmin.disable' : 'promotionsAdmin.enable')}
                  </button>
                  {row.original.kind === 'red_envelope' && (
                    <button
                      type="button"
                      className="btn btn-small"
                      aria-label={t('promotionsAdmin.scheduleOne', { title: row.original.title })}
                      onClick={() => setScheduling(row.original)}
                    >
                      {t('promotionsAdmin.schedule')}
                    </button>
                  )}
                </div>
              ),
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite, toggle],
  );

  return (
    <section aria-labelledby="promotions-title" className="stack">
      <h1 id="promotions-title">{t('promotionsAdmin.heading')}</h1>
      {!canWrite && <p className="muted">{t('promotionsAdmin.readOnly')}</p>}
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={promotions.isLoading} error={promotions.error ?? toggle.error} />
      {promotions.data && (
        <div className="engagement-table">
          <DataTable
            label={t('promotionsAdmin.activities')}
            data={promotions.data.promotions}
            columns={columns}
            getRowId={(r) => String(r.id)}
            pageNo={1}
            pageCount={1}
            onPage={() => undefined}
          />
        </div>
      )}
      {canWrite && <PromotionForm editing={editing} onDone={() => setEditing(null)} />}
      <RewardCapsForm canWrite={canWrite} />
      {canWrite && (
        <RedEnvelopeDialog promotion={scheduling} onDone={setOutcome} onClose={() => setScheduling(null)} />
      )}
    </section>
  );
}
