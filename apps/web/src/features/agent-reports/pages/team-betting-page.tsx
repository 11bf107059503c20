// Team betting (agent centre `personalHistoryCopy`, spec §2.8): every bet of the agent's tree, the
// agent's own included, filtered by date, game type, vendor and member, 20 a page, with the
// server's totals over the whole filter. The member records' filter bar and pane, reused.
import { useTranslation } from 'react-i18next';
import type { TTeamBetRow } from '@pavilion/contracts/agent-reports';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { RecordFilters } from '@/features/records/components/record-filters';
import { RecordsPane } from '@/features/records/components/records-pane';
import { AGENT_ZONE_OFFSET_MINUTES } from '@/features/agent/model/agent-zone';
import { useFilterState } from '@/features/records/hooks/use-filter-state';
import { DateTimeCell, type TColumn } from '@/shared/ui/records-table';
import { useTeamBets } from '../api/use-agent-reports';
import { AccountFilter } from '../components/account-filter';
import styles from '../components/agent-reports.module.css';
import { useBetColumns } from '../components/bet-columns';
import { ReportFrame, WhoCell } from '../components/report-frame';
import { ALL_TEAM_GAMES, teamGameQuery, type TTeamGameFilters } from '../lib/report-query';

export default function TeamBettingPage(_props: TAgentPageProps) {
  const { t } = useTranslation('agent-reports');
  const { t: tr } = useTranslation('records');
  const { filters, update, context, setPageNo } = useFilterState<TTeamGameFilters>(
    ALL_TEAM_GAMES,
    AGENT_ZONE_OFFSET_MINUTES,
  );
  const bets = useTeamBets(teamGameQuery(filters, context));
  const totals = bets.data?.totals;
  const figures = useBetColumns<TTeamBetRow>(totals);

  const columns: TColumn<TTeamBetRow>[] = [
    {
      id: 'time',
      header: tr('columns.time'),
      cell: (r) => <DateTimeCell value={r.placedAt} offsetMinutes={AGENT_ZONE_OFFSET_MINUTES} />,
    },
    {
      id: 'account',
      header: t('columns.account'),
      cell: (r) => <WhoCell account={r.account} level={r.level} />,
    },
    {
      id: 'game',
      header: tr('columns.game'),
      wrap: true,
      cell: (r) => (
        <>
          {r.gameName}
          <span className={styles.sub}>
            {tr(`gameType.${r.gameType}`, { defaultValue: r.gameType })} · {r.vendor}
            {r.status === 'settled' ? null : ` · ${tr(`status.${r.status}`)}`}
          </span>
        </>
      ),
      footer: totals && tr('totals.bets', { count: totals.bets }),
    },
    ...figures,
  ];

  return (
    <ReportFrame page="personalHistoryCopy">
      <RecordsPane
        testId="team-betting"
        filters={
          <RecordFilters filters={filters} onChange={update} tzOffset={AGENT_ZONE_OFFSET_MINUTES}>
            <AccountFilter value={filters.account} onChange={(account) => update({ account })} />
          </RecordFilters>
        }
        query={bets}
        onPage={setPageNo}
        caption={t('captions.bets')}
        columns={columns}
        rowKey={(r) => `${r.vendor}:${r.betId}`}
        tableTestId="team-bets-table"
      />
    </ReportFrame>
  );
}
