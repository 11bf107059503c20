// The seamless game page of spec §2.1 (/seamless?nodeId=…): members play for real and trial users
// with their trial credit through /api/play/*; guests play a demo with play money in the browser.
// The side menu is hidden on this route by the player layout.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TPlayGame } from '@pavilion/contracts/play';
import { useSession } from '@/shared/session/session-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { GameFrame } from '../components/game-frame';
import { createDemoDriver } from '../drivers/demo-driver';
import { createServerDriver, fetchPlayGame } from '../drivers/server-driver';
import { useDemoGame } from '../hooks/use-demo-game';
import { needsLogin, playErrorText } from '../model/error-text';
import styles from '../components/game-frame.module.css';

export default function SeamlessGamePage() {
  const [params] = useSearchParams();
  const nodeId = Number(params.get('nodeId'));
  const isLogin = useSession((s) => s.isLogin);
  if (!Number.isSafeInteger(nodeId) || nodeId <= 0) {
    return <PageNotice titleKey="page.noGame.title" textKey="page.noGame.text" />;
  }
  return isLogin ? (
    <MemberGame key={nodeId} nodeId={nodeId} />
  ) : (
    <DemoGame key={nodeId} nodeId={nodeId} gameCode={params.get('gameCode')} />
  );
}

function MemberGame({ nodeId }: { nodeId: number }) {
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: ['play', 'game', nodeId, token],
    queryFn: () => fetchPlayGame(nodeId),
    retry: false,
    gcTime: 0,
  });
  const game = query.data;
  const driver = useMemo(() => (game ? createServerDriver(game.mode) : null), [game]);
  if (query.error) {
    return <LoadError error={query.error} />;
  }
  if (!game || !driver) {
    return <Loading />;
  }
  return <GameFrame key={token} game={game} driver={driver} />;
}

function DemoGame({ nodeId, gameCode }: { nodeId: number; gameCode: string | null }) {
  const query = useDemoGame(nodeId, gameCode);
  const game: TPlayGame | null | undefined = query.data;
  const driver = useMemo(() => (game ? createDemoDriver(game) : null), [game]);
  if (query.error) {
    return <LoadError error={query.error} />;
  }
  if (game === null) {
    return <PageNotice titleKey="page.noGame.demoTitle" textKey="page.noGame.demoText" />;
  }
  if (!game || !driver) {
    return <Loading />;
  }
  return <GameFrame game={game} driver={driver} />;
}

function Loading() {
  const { t } = useTranslation('play');
  return (
    <div className={styles.notice} role="status">
      <span className="spinner spinner-md" aria-hidden="true" />
      <span>{t('page.loading')}</span>
    </div>
  );
}

function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation(['play', 'errors']);
  const openModal = useModalStore((s) => s.open);
  const text = playErrorText(error, null);
  return (
    <div className={styles.notice} role="alert">
      <h1 className={styles.noticeTitle}>{t('page.loadFailed')}</h1>
      <p>{t(text.key, { balance: '' })}</p>
      <div className={styles.noticeActions}>
        {needsLogin(error) ? (
          <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
            {t('page.logIn')}
          </button>
        ) : null}
        <Link to="/" className="btn btn-outline">
          {t('page.backToLobby')}
        </Link>
      </div>
    </div>
  );
}

function PageNotice({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation('play');
  return (
    <div className={styles.notice}>
      <h1 className={styles.noticeTitle}>{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
      <Link to="/" className="btn btn-outline">
        {t('page.backToLobby')}
      </Link>
    </div>
  );
}
