// One sea: the session opens on arrival (or the open one is resumed), the canvas game, the session's
// running totals, and leaving: the open shots are settled, the seed revealed, the summary shown.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFishingSession } from '@pavilion/contracts/fishing';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMinor } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { useCloseSession, useOpenSession, useSeas } from '../api/fishing-api';
import { FishingGame } from '../components/fishing-game';
import styles from '../components/fishing.module.css';
import { useSea } from '../hooks/use-sea';

function Totals({ s }: { s: TFishingSession }) {
  const { t } = useTranslation('fishing');
  return (
    <dl
      className={styles.totals}
      data-testid="fishing-totals"
      data-staked={s.staked}
      data-paid={s.paid}
      data-shots={s.shots}
    >
      <div>
        <dt>{t('available')}</dt>
        <dd>{formatMinor(s.available)}</dd>
      </div>
      <div>
        <dt>{t('shots')}</dt>
        <dd>{s.shots}</dd>
      </div>
      <div>
        <dt>{t('staked')}</dt>
        <dd>{formatMinor(s.staked)}</dd>
      </div>
      <div>
        <dt>{t('won')}</dt>
        <dd>{formatMinor(s.paid)}</dd>
      </div>
    </dl>
  );
}

export function FishingSea({ seaId }: { seaId: string }) {
  const { t } = useTranslation('fishing');
  const errorText = useErrorText();
  const seas = useSeas();
  const open = useOpenSession(seaId);
  const close = useCloseSession();
  const [session, setSession] = useState<TFishingSession | null>(null);
  const sea = useSea(seaId, session?.status === 'open' ? session.id : null);
  const { mutate } = open;

  useEffect(() => {
    mutate(undefined, { onSuccess: setSession });
  }, [mutate]);

  if (open.isError) {
    return (
      <QueryState
        state="error"
        message={errorText(open.error)}
        onRetry={() => mutate(undefined, { onSuccess: setSession })}
      />
    );
  }
  if (!session || !seas.data) {
    return <QueryState state="loading" />;
  }
  const summary = session.status === 'closed';
  return (
    <section className={styles.page} aria-labelledby="sea-title" data-testid="fishing-sea">
      <header>
        <p className={styles.muted}>
          <Link to="/fish">{t('allSeas')}</Link>
        </p>
        <h1 id="sea-title" className={styles.title}>
          {t(`sea.${seaId}`, { defaultValue: seaId })}
        </h1>
      </header>
      <Totals s={session} />
      {summary ? (
        <div className={styles.panel} data-testid="fishing-summary">
          <h2 className={styles.h2}>{t('summary')}</h2>
          <p>
            {t('net')}: <strong>{formatMinor(session.paid - session.staked)}</strong>
          </p>
          <p className={styles.hash}>
            {t('seedHash')}: {session.seedHash}
          </p>
          <p className={styles.hash}>
            {t('seed')}: {session.serverSeed} · {t('clientSeed')}: {session.clientSeed}
          </p>
          <Link to="/fish">{t('allSeas')}</Link>
        </div>
      ) : (
        <>
          <FishingGame
            session={session}
            fish={sea.fish}
            caught={sea.caught}
            offset={sea.offset}
            multipliers={{ ...seas.data.fish, [seas.data.boss.id]: 250 }}
            stakes={seas.data.cannonStakes}
            bombPrice={seas.data.bombPrice}
            onSession={setSession}
            onCaught={sea.addCaught}
          />
          <div className={styles.row}>
            <button
              type="button"
              className={styles.secondary}
              disabled={close.isPending}
              onClick={() => close.mutate(session.id, { onSuccess: setSession })}
            >
              {t('leave')}
            </button>
            <p className={styles.hash}>
              {t('seedHash')}: {session.seedHash}
            </p>
          </div>
          {close.isError ? (
            <p className={styles.error} role="alert">
              {errorText(close.error)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
