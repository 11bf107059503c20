// The PVP cards of issue 17: /pvp is the lobby of tables, /pvp/:tableId one Hold'em or niuniu
// table. Watching is open to everyone; sitting down needs a member session.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMinor } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { usePvpLobby, usePvpTable } from '../api/pvp-api';
import { HandHistory } from '../components/hand-history';
import { HoldemTable } from '../components/holdem-table';
import { NiuniuTable } from '../components/niuniu-table';
import styles from '../components/pvp.module.css';
import { usePvpStream } from '../hooks/use-pvp-stream';

function PvpLobby() {
  const { t } = useTranslation('pvp');
  const errorText = useErrorText();
  const lobby = usePvpLobby();
  return (
    <section className={styles.page} aria-labelledby="pvp-title" data-testid="pvp-lobby">
      <header>
        <h1 id="pvp-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.muted}>{t('lead')}</p>
      </header>
      {lobby.isPending ? (
        <QueryState state="loading" />
      ) : lobby.isError ? (
        <QueryState state="error" message={errorText(lobby.error)} onRetry={() => void lobby.refetch()} />
      ) : (
        <ul className={styles.grid}>
          {lobby.data.tables.map((table) => (
            <li key={table.id} className={styles.card} data-testid="pvp-table-card" data-table-id={table.id}>
              <h2>
                <Link to={`/pvp/${table.id}`}>{t(`table.${table.id}`, { defaultValue: table.id })}</Link>
              </h2>
              <p className={styles.muted}>
                {table.game === 'holdem'
                  ? t('blinds', { sb: formatMinor(table.smallBlind), bb: formatMinor(table.bigBlind) })
                  : t('minStake', { amount: formatMinor(table.smallBlind) })}
              </p>
              <p className={styles.muted}>
                {t('buyInRange', { min: formatMinor(table.minBuyIn), max: formatMinor(table.maxBuyIn) })}
              </p>
              <p data-testid="pvp-table-state">
                {t('seatsTaken', { taken: table.seatsTaken, seats: table.maxSeats })} ·{' '}
                {/* the live state of the table (decision 056): its hand or round on, or waiting */}
                {table.seatsTaken < 2
                  ? t('waiting')
                  : table.game === 'holdem'
                    ? t('handNo', { n: Math.max(table.handNo, 1) })
                    : t('history.round', { n: Math.max(table.handNo, 1) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PvpTable({ id }: { id: string }) {
  const { t } = useTranslation('pvp');
  const errorText = useErrorText();
  const table = usePvpTable(id);
  usePvpStream(id);
  return (
    <section className={styles.page} aria-labelledby="pvp-table-title">
      <header>
        <Link to="/pvp">{t('back')}</Link>
        <h1 id="pvp-table-title" className={styles.title}>
          {t(`table.${id}`, { defaultValue: id })}
        </h1>
        {table.data ? (
          <p className={styles.hash}>
            {t('nextCommitment')}: {table.data.nextSeedHash}
          </p>
        ) : null}
      </header>
      {table.isPending ? (
        <QueryState state="loading" />
      ) : table.isError ? (
        <QueryState state="error" message={errorText(table.error)} onRetry={() => void table.refetch()} />
      ) : table.data.game === 'holdem' ? (
        <HoldemTable view={table.data} />
      ) : (
        <NiuniuTable view={table.data} />
      )}
      {table.data ? <HandHistory id={id} game={table.data.game} /> : null}
    </section>
  );
}

export default function PvpPage() {
  const { tableId } = useParams();
  return tableId ? <PvpTable key={tableId} id={tableId} /> : <PvpLobby />;
}
