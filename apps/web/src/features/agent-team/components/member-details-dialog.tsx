// A team member's details (team management): who they are, where they sit in the tree, their
// balance and downline; read through the tree-scoped details call.
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shared/errors/error-text';
import { formatAgentDateTime } from '@/features/agent/model/agent-zone';
import { formatCount, formatMoney } from '@/shared/format/money';
import { InnerDialog } from '@/shared/ui/form/inner-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useTeamMember } from '../api/use-team';
import styles from './agent-team.module.css';

export function MemberDetailsDialog({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const { t } = useTranslation('agent-team');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const details = useTeamMember(memberId);
  const m = details.data?.id === memberId ? details.data : undefined;
  return (
    <InnerDialog title={t('details.title')} onClose={onClose} closeLabel={t('details.close')}>
      {details.error ? (
        <QueryState state="error" message={errorText(details.error)} onRetry={() => void details.refetch()} />
      ) : !m ? (
        <QueryState state="loading" />
      ) : (
        <dl className={styles.details} data-testid="member-details">
          <dt>{t('columns.account')}</dt>
          <dd>{m.account}</dd>
          <dt>{t('columns.nickname')}</dt>
          <dd>{m.nickname}</dd>
          <dt>{t('columns.type')}</dt>
          <dd>{t(`types.${m.type}`, { defaultValue: String(m.type) })}</dd>
          <dt>{t('columns.depth')}</dt>
          <dd>{t('members.level', { depth: m.depth })}</dd>
          <dt>{t('details.path')}</dt>
          <dd>{m.breadcrumb.map((c) => c.account).join(' › ')}</dd>
          <dt>{t('columns.balance')}</dt>
          <dd>{formatMoney(m.balance, symbol)}</dd>
          <dt>{t('columns.directCount')}</dt>
          <dd>{formatCount(m.directCount)}</dd>
          <dt>{t('details.teamCount')}</dt>
          <dd>{formatCount(m.teamCount)}</dd>
          <dt>{t('columns.status')}</dt>
          <dd>{t(`statuses.${m.status}`, { defaultValue: m.status })}</dd>
          <dt>{t('columns.createdAt')}</dt>
          <dd>{formatAgentDateTime(m.createdAt)}</dd>
          <dt>{t('columns.lastLoginAt')}</dt>
          <dd>{m.lastLoginAt ? formatAgentDateTime(m.lastLoginAt) : t('members.never')}</dd>
          <dt>{t('details.email')}</dt>
          <dd>{m.email ?? '—'}</dd>
          <dt>{t('details.mobile')}</dt>
          <dd>{m.mobileNum ?? '—'}</dd>
          {m.affiliateCode ? (
            <>
              <dt>{t('invite.affiliateCode')}</dt>
              <dd>{m.affiliateCode}</dd>
            </>
          ) : null}
        </dl>
      )}
    </InnerDialog>
  );
}
