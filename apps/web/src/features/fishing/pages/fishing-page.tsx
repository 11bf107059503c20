// Fishing of issue 17: /fish lists the seas (players in each), /fish/:seaId is the game. Playing
// needs a member session (the server answers NOT_LOGGED_IN otherwise).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useSeas } from '../api/fishing-api';
import styles from '../components/fishing.module.css';
import { FishingSea } from './fishing-sea';

function SeaList() {
  const { t } = useTranslation('fishing');
  const errorText = useErrorText();
  const seas = useSeas();
  return (
    <section className={styles.page} aria-labelledby="fish-title" data-testid="fishing-lobby">
      <header>
        <h1 id="fish-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.muted}>{t('lead')}</p>
      </header>
      {seas.isPending ? (
        <QueryState state="loading" />
      ) : seas.isError ? (
        <QueryState state="error" message={errorText(seas.error)} onRetry={() => void seas.refetch()} />
      ) : (
        <>
          <p className={styles.muted}>{t('rtp', { rtp: (seas.data.declaredRtp * 100).toFixed(0) })}</p>
          <ul className={styles.grid}>
            {seas.data.seas.map((sea) => (
              <li key={sea.id} className={styles.panel} data-testid="fishing-sea-card" data-sea-id={sea.id}>
                <h2 className={styles.h2}>
                  <Link to={`/fish/${sea.id}`}>{t(`sea.${sea.id}`, { defaultValue: sea.name })}</Link>
                </h2>
                <p className={styles.muted}>{t('players', { count: sea.players, max: sea.maxPlayers })}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function FishingPage() {
  const { seaId } = useParams();
  return seaId ? <FishingSea key={seaId} seaId={seaId} /> : <SeaList />;
}
