// /live: every live table with its game, its round's phase and countdown, its players, its limits and
// its last results (a baccarat table's big road); a card opens the table.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLiveTable } from '@pavilion/contracts/live-tables';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMinor } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { useLiveLobby } from '../api/live-api';
import { Roads } from '../components/roads';
import styles from '../components/live.module.css';
import { useServerNow } from '../hooks/use-table-stream';
import { resultText, roadResults } from '../lib/results';

function TableCard({ table, now }: { table: TLiveTable; now: number }) {
  const { t } = useTranslation('live-tables');
  const left = Math.max(0, Math.ceil((Date.parse(table.round.closesAt) - now) / 1000));
  const phase = table.round.phase === 'betting' && left === 0 ? 'revealing' : table.round.phase;
  return (
    <li className={styles.tableCard} data-testid="live-table-card" data-table-id={table.id}>
      <h2 className={styles.cardTitle}>
        <Link to={`/live/${table.id}`}>{t(`table.${table.id}`, { defaultValue: table.id })}</Link>
      </h2>
      <p className={styles.cardLine}>
        <span>{t(`phase.${phase}`)}</span>
        {phase === 'betting' ? <span className={styles.timer}>{left}</span> : null}
        <span className={styles.muted}>{t('players', { count: table.players })}</span>
      </p>
      <p className={styles.muted}>
        {t('limits', { min: formatMinor(table.minBet), max: formatMinor(table.maxBet) })}
      </p>
      {table.game === 'baccarat' ? (
        <Roads results={roadResults(table.recent)} compact />
      ) : (
        <p className={styles.recent}>
          {table.recent
            .slice(-8)
            .map((r) => resultText(r.result, t))
            .join(' · ') || t('noResults')}
        </p>
      )}
    </li>
  );
}

export function LiveLobby() {
  const { t } = useTranslation('live-tables');
  const errorText = useErrorText();
  const lobby = useLiveLobby();
  const now = useServerNow(lobby.data?.serverTime, lobby.data?.receivedAt);
  return (
    <section className={styles.page} aria-labelledby="live-title" data-testid="live-lobby">
      <header>
        <h1 id="live-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.muted}>{t('lead')}</p>
      </header>
      {lobby.isPending ? (
        <QueryState state="loading" />
      ) : lobby.isError ? (
        <QueryState state="error" message={errorText(lobby.error)} onRetry={() => void lobby.refetch()} />
      ) : (
        <ul className={styles.lobbyGrid}>
          {lobby.data.tables.map((table) => (
            <TableCard key={table.id} table={table} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
