// /live/:tableId: one table as everyone at it sees it (the state pushed by the table's stream), the
// layout with chips, the roads, my bets and the verifiable history.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useLiveHistory, useLiveTable, useMyLiveBets } from '../api/live-api';
import { BetBoard } from '../components/bet-board';
import { History, MyBets } from '../components/history';
import styles from '../components/live.module.css';
import { Reveal } from '../components/reveal';
import { Roads } from '../components/roads';
import { useServerNow, useTableStream } from '../hooks/use-table-stream';
import { roadResults } from '../lib/results';

export function LiveTable({ id }: { id: string }) {
  const { t } = useTranslation('live-tables');
  const errorText = useErrorText();
  useTableStream(id);
  const table = useLiveTable(id);
  const mine = useMyLiveBets(id);
  const settledCount = table.data?.recent.at(-1)?.roundNo ?? 0;
  const history = useLiveHistory(id, settledCount);
  const now = useServerNow(table.data?.serverTime, table.data?.receivedAt);
  if (table.isPending) {
    return <QueryState state="loading" />;
  }
  if (table.isError) {
    return <QueryState state="error" message={errorText(table.error)} onRetry={() => void table.refetch()} />;
  }
  const state = table.data;
  const myBets = mine.data?.items ?? [];
  return (
    <section
      className={styles.page}
      aria-labelledby="live-table-title"
      data-testid="live-table"
      data-round-id={state.round.id}
    >
      <Link to="/live" className={styles.muted}>
        {t('back')}
      </Link>
      <h1 id="live-table-title" className={styles.title}>
        {t(`table.${state.id}`, { defaultValue: state.id })}
      </h1>
      <p className={styles.muted}>{t('players', { count: state.players })}</p>
      <div className={styles.tableLayout}>
        <Reveal state={state} now={now} />
        <BetBoard key={state.id} state={state} lastPlacement={myBets[0] ?? null} />
      </div>
      {state.game === 'baccarat' ? <Roads results={roadResults(state.recent)} /> : null}
      <MyBets items={myBets} />
      <History game={state.game} items={history.data?.items ?? []} />
    </section>
  );
}
