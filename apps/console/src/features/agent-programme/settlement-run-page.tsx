// One settlement run: its period, who triggered it, its state and what it paid or left owed.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatMoney } from '@/shared/format';
import { QueryState } from '@/shared/ui/query-state';
import { useSettlementRun } from './agent-programme-api';
import './agent-programme.css';

export function SettlementRunPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const id = Number(useParams().id);
  const run = useSettlementRun(id);
  if (!run.data) {
    return <QueryState isLoading={run.isLoading} error={run.error} />;
  }
  const r = run.data;
  const facts: [string, string][] = [
    [t('agentProgramme.kind'), t(`agents.kind_${r.kind}`)],
    [t('agentProgramme.period'), r.periodKey],
    [t('agentProgramme.periodFrom'), formatDateTime(r.periodStart, lng)],
    [t('agentProgramme.periodTo'), formatDateTime(r.periodEnd, lng)],
    [t('agentProgramme.trigger'), t(`agentProgramme.trigger_${r.trigger}`)],
    [t('agentProgramme.status'), t(`agentProgramme.run_${r.status}`)],
    [t('agentProgramme.contracts'), String(r.contracts)],
    [t('agentProgramme.paid'), String(r.paid)],
    [t('agentProgramme.owed'), String(r.owed)],
    [t('agentProgramme.skipped'), String(r.skipped)],
    [t('agentProgramme.paidAmount'), formatMoney(r.paidAmount, lng)],
    [t('agentProgramme.owedAmount'), formatMoney(r.owedAmount, lng)],
    [t('agentProgramme.startedAt'), formatDateTime(r.startedAt, lng)],
    [t('agentProgramme.finishedAt'), formatDateTime(r.finishedAt, lng)],
  ];
  return (
    <section aria-labelledby="run-title" className="stack">
      <p>
        <Link to="/agent-programme/settlements">{t('agentProgramme.backToRuns')}</Link>
      </p>
      <h1 id="run-title">{t('agentProgramme.runTitle', { id: r.id })}</h1>
      <dl className="programme-facts card">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">{t('agentProgramme.runHint')}</p>
    </section>
  );
}
