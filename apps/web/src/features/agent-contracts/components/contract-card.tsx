// One contract as a card: the other party, the state, the terms, the dates, exactly the actions the
// transition table allows the viewer's side (contract.actions, from the server), and its history.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract, TContractAction } from '@pavilion/contracts/agent-contracts';
import { useErrorText } from '@/shared/errors/error-text';
import { formatAgentDateTime } from '@/features/agent/model/agent-zone';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useContractAction, useContractHistory } from '../api/use-contracts';
import { TermsView } from './terms-view';
import styles from './contracts.module.css';

const TONE: Record<TContract['status'], string> = {
  offered: 'pending',
  active: 'success',
  termination_requested: 'warning',
  rejected: 'neutral',
  withdrawn: 'neutral',
  terminated: 'danger',
};

export function StatusBadge({ status }: { status: TContract['status'] }) {
  const { t } = useTranslation('agent-contracts');
  return (
    <span className={`${styles.badge} ${styles[`tone_${TONE[status]}`]}`} data-testid="contract-status">
      {t(`status.${status}`)}
    </span>
  );
}

export function ContractCard({ contract, testId }: { contract: TContract; testId: string }) {
  const { t } = useTranslation('agent-contracts');
  const errorText = useErrorText();
  const act = useContractAction();
  const [showHistory, setShowHistory] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const other = contract.viewerSide === 'downline' ? contract.upline : contract.downline;
  const otherLabel = contract.viewerSide === 'downline' ? t('card.from') : t('card.to');
  const run = async (action: TContractAction) => {
    setError(null);
    try {
      await act.mutateAsync({ id: contract.id, action });
    } catch (e) {
      setError(errorText(e));
    }
  };
  const headingId = `contract-${contract.id}-title`;
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-testid={testId}
      data-contract-id={contract.id}
    >
      <header className={styles.cardHead}>
        <h4 id={headingId} className={styles.cardTitle}>
          {otherLabel}{' '}
          <span className={styles.party}>
            {other ? `${other.nickname} (${other.account})` : t('card.platform')}
          </span>
        </h4>
        <StatusBadge status={contract.status} />
      </header>
      {contract.status === 'termination_requested' && contract.terminationRequestedBy ? (
        <p className={styles.note}>
          {contract.terminationRequestedBy === contract.viewerSide
            ? t('card.youRequested')
            : t('card.theyRequested')}
        </p>
      ) : null}
      <TermsView terms={contract.terms} />
      <dl className={styles.dates}>
        <dt>{t('card.number')}</dt>
        <dd>#{contract.id}</dd>
        <dt>{t('card.offeredAt')}</dt>
        <dd>{formatAgentDateTime(contract.createdAt)}</dd>
        {contract.acceptedAt ? (
          <>
            <dt>{t('card.acceptedAt')}</dt>
            <dd>{formatAgentDateTime(contract.acceptedAt)}</dd>
          </>
        ) : null}
        {contract.endedAt ? (
          <>
            <dt>{t('card.endedAt')}</dt>
            <dd>
              {formatAgentDateTime(contract.endedAt)}
              {contract.endReason ? ` · ${t(`endReason.${contract.endReason}`)}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={styles.actions}>
        {contract.actions.map((a) => (
          <Button
            key={a}
            variant={a === 'accept' || a === 'confirm_termination' ? 'primary' : 'secondary'}
            busy={act.isPending && act.variables?.action === a}
            disabled={act.isPending}
            onClick={() => void run(a)}
            data-testid={`contract-action-${a}`}
          >
            {t(`actions.${a}`)}
          </Button>
        ))}
        <Button
          variant="link"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((v) => !v)}
          data-testid="contract-history-toggle"
        >
          {showHistory ? t('history.hide') : t('history.show')}
        </Button>
      </div>
      {showHistory ? <ContractHistory id={contract.id} /> : null}
    </article>
  );
}

function ContractHistory({ id }: { id: number }) {
  const { t } = useTranslation('agent-contracts');
  const history = useContractHistory(id);
  if (history.isPending) {
    return <p className={styles.muted}>{t('loading')}</p>;
  }
  if (!history.data) {
    return <p className={styles.muted}>{t('history.error')}</p>;
  }
  return (
    <ol className={styles.history} aria-label={t('history.title')} data-testid="contract-history">
      {history.data.requests.map((r) => (
        <li key={r.id}>
          <time dateTime={r.createdAt}>{formatAgentDateTime(r.createdAt)}</time>{' '}
          <strong>{t(`historyAction.${r.action}`)}</strong> · {t(`requestType.${r.requestType}`)} ·{' '}
          {r.actor ?? t(`side.${r.actorSide}`)}
          {' · '}
          {r.fromStatus ? `${t(`status.${r.fromStatus}`)} → ` : ''}
          {t(`status.${r.toStatus}`)}
        </li>
      ))}
    </ol>
  );
}
