// Account details (agent centre `agentDownlineTransactionDetailsCopy`, spec §2.8): the wallet
// movements of the agent's tree, the agent's own included — deposits, withdrawals, transfers,
// bonuses, salary, dividends, rebates, adjustments (no game movements) — filtered by date, kind
// and member, 20 a page, with money in and out over the whole filter.
import { useTranslation } from 'react-i18next';
import { AGENT_TRANSACTION_KINDS, type TTeamTransactionRow } from '@pavilion/contracts/agent-reports';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { Amount, NetAmount } from '@/features/records/components/amount';
import { RecordFilters } from '@/features/records/components/record-filters';
import { RecordsPane } from '@/features/records/components/records-pane';
import { AGENT_ZONE_OFFSET_MINUTES } from '@/features/agent/model/agent-zone';
import { useFilterState } from '@/features/records/hooks/use-filter-state';
import { formatMoney } from '@/shared/format/money';
import { DateTimeCell, type TColumn } from '@/shared/ui/records-table';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useTeamTransactions } from '../api/use-agent-reports';
import { AccountFilter } from '../components/account-filter';
import { ReportFrame, WhoCell } from '../components/report-frame';
import {
  ALL_TEAM_TRANSACTIONS,
  teamTransactionsQuery,
  type TTeamTransactionFilters,
} from '../lib/report-query';

export default function AccountDetailsPage(_props: TAgentPageProps) {
  const { t } = useTranslation('agent-reports');
  const { t: tr } = useTranslation('records');
  const symbol = useWalletCurrencySymbol();
  const { filters, update, context, setPageNo } = useFilterState<TTeamTransactionFilters>(
    ALL_TEAM_TRANSACTIONS,
    AGENT_ZONE_OFFSET_MINUTES,
  );
  const report = useTeamTransactions(teamTransactionsQuery(filters, context));
  const totals = report.data?.totals;

  const columns: TColumn<TTeamTransactionRow>[] = [
    {
      id: 'time',
      header: tr('columns.time'),
      cell: (r) => <DateTimeCell value={r.createdAt} offsetMinutes={AGENT_ZONE_OFFSET_MINUTES} />,
    },
    {
      id: 'account',
      header: t('columns.account'),
      cell: (r) => <WhoCell account={r.account} level={r.level} />,
    },
    {
      id: 'kind',
      header: tr('columns.kind'),
      cell: (r) => tr(`kind.${r.kind}`),
      footer: totals && tr('totals.transactions', { count: totals.count }),
    },
    { id: 'description', header: tr('columns.description'), wrap: true, cell: (r) => r.description },
    {
      id: 'amount',
      header: tr('columns.amount'),
      numeric: true,
      cell: (r) => <NetAmount minor={r.amount} symbol={symbol} meaning="movement" />,
      footer: totals && (
        <>
          <span data-testid="totals-credits">
            {tr('totals.credits', { amount: `+${formatMoney(totals.credits, symbol)}` })}
          </span>
          <br />
          <span data-testid="totals-debits">
            {tr('totals.debits', { amount: formatMoney(totals.debits, symbol) })}
          </span>
        </>
      ),
    },
    {
      id: 'balanceAfter',
      header: tr('columns.balanceAfter'),
      numeric: true,
      cell: (r) => <Amount minor={r.balanceAfter} symbol={symbol} />,
    },
  ];

  return (
    <ReportFrame page="agentDownlineTransactionDetailsCopy">
      <RecordsPane
        testId="account-details"
        filters={
          <RecordFilters
            tzOffset={AGENT_ZONE_OFFSET_MINUTES}
            filters={filters}
            // the bar offers only AGENT_TRANSACTION_KINDS, so a chosen kind is one of them
            onChange={(patch) => update(patch as Partial<TTeamTransactionFilters>)}
            kinds={AGENT_TRANSACTION_KINDS}
          >
            <AccountFilter value={filters.account} onChange={(account) => update({ account })} />
          </RecordFilters>
        }
        query={report}
        onPage={setPageNo}
        caption={t('captions.transactions')}
        columns={columns}
        rowKey={(r) => `${r.transactionId}:${r.account}`}
        tableTestId="team-transactions-table"
      />
    </ReportFrame>
  );
}
