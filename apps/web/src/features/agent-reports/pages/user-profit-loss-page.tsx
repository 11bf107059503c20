// User profit and loss (agent centre `palStatementsAgentCopy`, spec §2.8): per member of the tree
// with bets in the filter, their bets, valid bets, payouts and profit and loss (negative: the
// member lost), biggest valid bet first, 20 a page, with totals over every member of the filter.
import { useTranslation } from 'react-i18next';
import type { TMemberProfitRow } from '@pavilion/contracts/agent-reports';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { RecordFilters } from '@/features/records/components/record-filters';
import { RecordsPane } from '@/features/records/components/records-pane';
import { AGENT_ZONE_OFFSET_MINUTES } from '@/features/agent/model/agent-zone';
import { useFilterState } from '@/features/records/hooks/use-filter-state';
import type { TColumn } from '@/shared/ui/records-table';
import { useTeamProfit } from '../api/use-agent-reports';
import { AccountFilter } from '../components/account-filter';
import { useBetColumns } from '../components/bet-columns';
import { ReportFrame, WhoCell } from '../components/report-frame';
import { ALL_TEAM_GAMES, teamGameQuery, type TTeamGameFilters } from '../lib/report-query';

export default function UserProfitLossPage(_props: TAgentPageProps) {
  const { t } = useTranslation('agent-reports');
  const { filters, update, context, setPageNo } = useFilterState<TTeamGameFilters>(
    ALL_TEAM_GAMES,
    AGENT_ZONE_OFFSET_MINUTES,
  );
  const { language: _language, ...query } = teamGameQuery(filters, context);
  const report = useTeamProfit(query);
  const totals = report.data?.totals;
  const figures = useBetColumns<TMemberProfitRow>(totals);

  const columns: TColumn<TMemberProfitRow>[] = [
    {
      id: 'account',
      header: t('columns.account'),
      cell: (r) => <WhoCell account={r.account} level={r.level} />,
    },
    {
      id: 'type',
      header: t('columns.memberType'),
      cell: (r) => (r.memberType === 0 ? t('memberType.member') : t('memberType.agent')),
      // the first column's footer is the totals label
      footer: totals && t('totals.members', { count: totals.members }),
    },
    { id: 'bets', header: t('columns.bets'), numeric: true, cell: (r) => r.bets, footer: totals?.bets },
    ...figures,
  ];

  return (
    <ReportFrame page="palStatementsAgentCopy">
      <RecordsPane
        testId="user-profit-loss"
        filters={
          <RecordFilters filters={filters} onChange={update} tzOffset={AGENT_ZONE_OFFSET_MINUTES}>
            <AccountFilter value={filters.account} onChange={(account) => update({ account })} />
          </RecordFilters>
        }
        query={report}
        onPage={setPageNo}
        caption={t('captions.profit')}
        columns={columns}
        rowKey={(r) => r.account}
        tableTestId="team-profit-table"
      />
    </ReportFrame>
  );
}
