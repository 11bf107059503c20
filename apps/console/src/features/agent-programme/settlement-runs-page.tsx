// Settlement runs (decision 026): every run of a kind, scheduled or triggered, newest first in
// server pages; an operator with agents.write triggers one period's settlement after a
// confirmation (idempotent on the server: a second trigger of a settled period pays nothing).
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { DIVIDEND_PERIODS } from '@pavilion/contracts/agent-contracts';
import {
  SETTLEMENT_KINDS,
  ZSettlementTriggerSchema,
  type TSettlementKind,
  type TSettlementRun,
  type TSettlementTrigger,
} from '@pavilion/contracts/agent-settlement';
import { programmeErrorText } from './programme-error';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { useSettlementRuns, useTriggerSettlement } from './agent-programme-api';

const column = createColumnHelper<TSettlementRun>();

const ZTriggerFormSchema = z.object({
  kind: z.enum(SETTLEMENT_KINDS),
  dividendPeriod: z.union([z.literal(''), z.enum(DIVIDEND_PERIODS)]),
  periodKey: z.union([z.literal(''), ZSettlementTriggerSchema.shape.periodKey.unwrap().trim().min(4)]),
});
type TTriggerForm = z.infer<typeof ZTriggerFormSchema>;

function toTrigger(f: TTriggerForm): TSettlementTrigger {
  return ZSettlementTriggerSchema.parse({
    kind: f.kind,
    ...(f.kind === 'dividend' && f.dividendPeriod ? { dividendPeriod: f.dividendPeriod } : {}),
    ...(f.periodKey ? { periodKey: f.periodKey.trim() } : {}),
  });
}

export function SettlementRunsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('agents.write');
  const [kind, setKind] = useState<TSettlementKind | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const runs = useSettlementRuns(kind, pageNo);

  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: t('agentProgramme.id'),
        cell: (c) => (
          <Link
            to={`/agent-programme/settlements/${c.getValue()}`}
            aria-label={t('agentProgramme.openRun', { id: c.getValue() })}
          >
            {c.getValue()}
          </Link>
        ),
      }),
      column.accessor('kind', {
        header: t('agentProgramme.kind'),
        cell: (c) => t(`agents.kind_${c.getValue()}`),
      }),
      column.accessor('periodKey', { header: t('agentProgramme.period') }),
      column.accessor('trigger', {
        header: t('agentProgramme.trigger'),
        cell: (c) => t(`agentProgramme.trigger_${c.getValue()}`),
      }),
      column.accessor('status', {
        header: t('agentProgramme.status'),
        cell: (c) => t(`agentProgramme.run_${c.getValue()}`),
      }),
      column.accessor('contracts', { header: t('agentProgramme.contracts') }),
      column.accessor('paidAmount', {
        header: t('agentProgramme.paidAmount'),
        cell: (c) => formatMoney(c.getValue(), i18n.language),
      }),
      column.accessor('owedAmount', {
        header: t('agentProgramme.owedAmount'),
        cell: (c) => formatMoney(c.getValue(), i18n.language),
      }),
      column.accessor('startedAt', {
        header: t('agentProgramme.startedAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
    ],
    [t, i18n.language],
  );

  return (
    <section aria-labelledby="runs-title" className="stack">
      <h1 id="runs-title">{t('agentProgramme.runsTitle')}</h1>
      {canWrite && <TriggerForm />}
      <div className="filters row">
        <label className="field inline">
          <span>{t('agentProgramme.kind')}</span>
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TSettlementKind | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('agentProgramme.all')}</option>
            {SETTLEMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agents.kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState isLoading={runs.isLoading} error={runs.error} />
      {runs.data && (
        <DataTable
          label={t('agentProgramme.runsTitle')}
          data={runs.data.rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageNo={runs.data.pageNo}
          pageCount={runs.data.totalPages}
          onPage={setPageNo}
        />
      )}
    </section>
  );
}

function TriggerForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trigger = useTriggerSettlement();
  const [pending, setPending] = useState<TSettlementTrigger | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TTriggerForm>({
    resolver: zodResolver(ZTriggerFormSchema),
    defaultValues: { kind: 'daily', dividendPeriod: '', periodKey: '' },
  });
  const kind = form.watch('kind');
  const { errors } = form.formState;
  return (
    <form
      className="card stack"
      aria-labelledby="trigger-title"
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit((values) => {
          setFailure(null);
          setPending(toTrigger(values));
        })(e)
      }
    >
      <h2 id="trigger-title">{t('agentProgramme.triggerTitle')}</h2>
      <div className="row wrap">
        <label className="field">
          <span>{t('agentProgramme.kind')}</span>
          <select {...form.register('kind')}>
            {SETTLEMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agents.kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'dividend' && (
          <label className="field">
            <span>{t('agentProgramme.dividendPeriod')}</span>
            <select {...form.register('dividendPeriod')}>
              <option value="">{t('agentProgramme.period_D')}</option>
              {DIVIDEND_PERIODS.filter((p) => p !== 'D').map((p) => (
                <option key={p} value={p}>
                  {t(`agentProgramme.period_${p}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          <span>{t('agentProgramme.periodKey')}</span>
          <input
            maxLength={20}
            placeholder="2026-11-25"
            aria-invalid={Boolean(errors.periodKey)}
            aria-describedby="period-hint"
            {...form.register('periodKey')}
          />
        </label>
      </div>
      <p id="period-hint" className="muted small">
        {t('agentProgramme.periodHint')}
      </p>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        {t('agentProgramme.triggerButton')}
      </button>
      <ConfirmDialog
        open={pending !== null}
        title={t('agentProgramme.triggerConfirmTitle')}
        confirmLabel={t('agentProgramme.triggerButton')}
        busy={trigger.isPending}
        onConfirm={() =>
          pending &&
          trigger.mutate(pending, {
            onSuccess: (run) => void navigate(`/agent-programme/settlements/${run.id}`),
            onError: (error) => setFailure(programmeErrorText(t, error)),
            onSettled: () => setPending(null),
          })
        }
        onClose={() => setPending(null)}
      >
        <p>
          {t('agentProgramme.triggerConfirmBody', {
            kind: pending ? t(`agents.kind_${pending.kind}`) : '',
            period: pending?.periodKey ?? t('agentProgramme.lastPeriod'),
          })}
        </p>
      </ConfirmDialog>
    </form>
  );
}
