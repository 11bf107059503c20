// One contract in full: parties, terms (every tier), its dates, the history of its requests, and
// the platform's actions on it (terminate, answer a termination request) behind a confirmation.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@pavilion/contracts/agent-contracts';
import { programmeErrorText } from './programme-error';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import {
  adminActionsOf,
  useContractAction,
  useContractHistory,
  type TAdminContractAction,
} from './agent-programme-api';
import { formatRate, tierCells } from './programme-format';

export function ContractDetail({ contract, onClose }: { contract: TContract; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const canWrite = useCan('agents.write');
  const history = useContractHistory(contract.id);
  const act = useContractAction();
  const [pending, setPending] = useState<TAdminContractAction | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const actions = adminActionsOf(contract);
  const { terms } = contract;
  const ref = useRef<HTMLElement>(null);
  // the detail opens above a table of up to 200 rows: bring it into view
  useEffect(() => ref.current?.scrollIntoView({ block: 'start' }), []);

  return (
    <section ref={ref} className="card stack" aria-labelledby="contract-title">
      <div className="row wrap">
        <h2 id="contract-title">
          {t('agentProgramme.contractTitle', { id: contract.id, kind: t(`agents.kind_${contract.kind}`) })}
        </h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          {t('agentProgramme.closeDetail')}
        </button>
      </div>
      <dl className="programme-facts">
        <div>
          <dt>{t('agentProgramme.status')}</dt>
          <dd>{t(`agents.contract_${contract.status}`)}</dd>
        </div>
        <div>
          <dt>{t('agentProgramme.upline')}</dt>
          <dd>{contract.upline?.account ?? t('agentProgramme.platform')}</dd>
        </div>
        <div>
          <dt>{t('agentProgramme.downline')}</dt>
          <dd>{contract.downline.account}</dd>
        </div>
        <div>
          <dt>{t('agentProgramme.createdAt')}</dt>
          <dd>{formatDateTime(contract.createdAt, lng)}</dd>
        </div>
        <div>
          <dt>{t('agentProgramme.acceptedAt')}</dt>
          <dd>{formatDateTime(contract.acceptedAt, lng)}</dd>
        </div>
        <div>
          <dt>{t('agentProgramme.endedAt')}</dt>
          <dd>{formatDateTime(contract.endedAt, lng)}</dd>
        </div>
        {contract.terminationRequestedBy && (
          <div>
            <dt>{t('agentProgramme.terminationBy')}</dt>
            <dd>{t(`agentProgramme.side_${contract.terminationRequestedBy}`)}</dd>
          </div>
        )}
        {contract.endReason && (
          <div>
            <dt>{t('agentProgramme.endReason')}</dt>
            <dd>{contract.endReason}</dd>
          </div>
        )}
      </dl>
      <h3>{t('agentProgramme.terms')}</h3>
      {terms.kind === 'realtime' ? (
        <p>
          {t('agentProgramme.termsRealtime', {
            profit: formatRate(terms.profitRateBp, lng),
            loss: formatRate(terms.lossRateBp, lng),
            min: formatMoney(terms.minSingleBet, lng),
          })}
        </p>
      ) : (
        <div className="table-scroll">
          <table aria-label={t('agentProgramme.terms')}>
            <thead>
              <tr>
                <th scope="col">{t('agentProgramme.tier')}</th>
                {tierCells(t, terms.tiers[0] ?? {}, lng).map((c) => (
                  <th scope="col" key={c.label}>
                    {c.label}
                  </th>
                ))}
                <th scope="col">{t('agentProgramme.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {terms.tiers.map((tier, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  {tierCells(t, tier, lng).map((c) => (
                    <td key={c.label}>{c.value}</td>
                  ))}
                  <td>{formatRate(tier.rateBp, lng)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {terms.kind === 'dividend' && (
        <p className="muted">
          {t('agentProgramme.periodIs', { period: t(`agentProgramme.period_${terms.period}`) })}
        </p>
      )}
      <h3>{t('agentProgramme.history')}</h3>
      <QueryState isLoading={history.isLoading} error={history.error} />
      {history.data && (
        <ol className="programme-history">
          {history.data.requests.map((r) => (
            <li key={r.id}>
              {formatDateTime(r.createdAt, lng)} ·{' '}
              {t('agentProgramme.historyLine', {
                actor: r.actor ?? t(`agentProgramme.actor_${r.actorSide}`),
                action: t(`agentProgramme.history_${r.action}`, { defaultValue: r.action }),
                from: r.fromStatus ? t(`agents.contract_${r.fromStatus}`) : '—',
                to: t(`agents.contract_${r.toStatus}`),
              })}
            </li>
          ))}
        </ol>
      )}
      {outcome && (
        <p className={outcome.ok ? 'notice' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      {canWrite && actions.length > 0 && (
        <div className="row wrap">
          {actions.map((a) => (
            <button
              key={a}
              type="button"
              className={a === 'decline_termination' ? 'btn' : 'btn btn-danger'}
              onClick={() => setPending(a)}
            >
              {t(`agentProgramme.action_${a}`)}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`agentProgramme.action_${pending}`) : ''}
        confirmLabel={pending ? t(`agentProgramme.action_${pending}`) : ''}
        danger={pending !== 'decline_termination'}
        busy={act.isPending}
        onConfirm={() => {
          if (pending === null) {
            return;
          }
          act.mutate(
            { id: contract.id, action: pending },
            {
              onSuccess: (c) =>
                setOutcome({
                  ok: true,
                  text: t('agentProgramme.actionDone', { status: t(`agents.contract_${c.status}`) }),
                }),
              onError: (error) => setOutcome({ ok: false, text: programmeErrorText(t, error) }),
              onSettled: () => setPending(null),
            },
          );
        }}
        onClose={() => setPending(null)}
      >
        <p>{t('agentProgramme.actionConfirm', { id: contract.id, account: contract.downline.account })}</p>
      </ConfirmDialog>
    </section>
  );
}
