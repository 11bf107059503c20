// A lottery game page: the issue taking bets with the countdowns to its close and draw, the last
// result (verifiable in the browser), then three views: the bet slip, my tickets of this game,
// and the results history with its trend chart (a lazy chunk: the chart library loads only there).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TLotteryGameDetail } from '@pavilion/contracts/lottery';
import type { TLotteryRoute } from '@pavilion/games/lottery/catalogue';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import { refreshMoneyQueries } from '@/shared/wallet/money-queries';
import { useLotteryGame, type TTimed } from '../api/lottery-api';
import { BetSlip } from '../components/bet-slip';
import { Countdown } from '../components/countdown';
import { DrawView } from '../components/draw-view';
import styles from '../components/lottery.module.css';
import { MyTickets } from '../components/my-tickets';
import { VerifyPanel } from '../components/verify-panel';
import { useServerNow } from '../hooks/use-server-now';
import { gameName } from '../lib/game-name';

const ResultsView = lazy(() => import('../components/results-view'));

const TABS = ['bet', 'tickets', 'results'] as const;
type TTab = (typeof TABS)[number];

export function LotteryGame({ route, gameCode }: { route: TLotteryRoute; gameCode: string }) {
  const { t } = useTranslation('lottery');
  const errorText = useErrorText();
  const game = useLotteryGame(gameCode);
  return (
    <section className={styles.page} aria-labelledby="lottery-game-title" data-testid="lottery-game">
      <header className={styles.pageHead}>
        <Link to={route} className={styles.back}>
          {t('game.back')}
        </Link>
        <h1 id="lottery-game-title" className={styles.title}>
          {gameName(t, gameCode)}
        </h1>
      </header>
      {game.isPending ? (
        <QueryState state="loading" />
      ) : game.isError ? (
        <QueryState state="error" message={errorText(game.error)} onRetry={() => void game.refetch()} />
      ) : (
        <GameBody detail={game.data} refetch={() => void game.refetch()} />
      )}
    </section>
  );
}

function GameBody({ detail, refetch }: { detail: TTimed<TLotteryGameDetail>; refetch: () => void }) {
  const { t } = useTranslation('lottery');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: TTab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TTab)
    : 'bet';
  const now = useServerNow(detail.serverTime, detail.receivedAt);
  const [verifying, setVerifying] = useState<string | null>(null);
  const { game } = detail;
  const current = game.current;
  const last = game.last;

  // Past a close, or while the draw that opened the current issue has no result yet (for at most
  // five minutes: a new game has no earlier draw), the page asks again every 2 s.
  const opensAt = current ? Date.parse(current.opensAt) : 0;
  const waiting =
    current === null ||
    Date.parse(current.closesAt) <= now ||
    ((last === null || Date.parse(last.drawAt) < opensAt) && opensAt <= now && now - opensAt < 300_000);
  const refetchLatest = useRef(refetch);
  refetchLatest.current = refetch;
  useEffect(() => {
    if (!waiting) {
      return;
    }
    const timer = window.setInterval(() => refetchLatest.current(), 2000);
    return () => window.clearInterval(timer);
  }, [waiting]);

  // A new result settles tickets: balance and my tickets follow.
  const lastIssue = last?.issueNo;
  const seen = useRef(lastIssue);
  useEffect(() => {
    if (seen.current !== lastIssue) {
      seen.current = lastIssue;
      void refreshMoneyQueries(client);
    }
  }, [lastIssue, client]);

  const selectTab = (next: TTab) => {
    const copy = new URLSearchParams(params);
    copy.set('tab', next);
    setParams(copy, { replace: true });
  };

  return (
    <>
      <div className={styles.issueBar}>
        <div>
          <p className={styles.issueLabel}>{t('issue.currentLabel')}</p>
          <p className={styles.issueNo} data-testid="current-issue">
            {current?.issueNo ?? '—'}
          </p>
          {!game.enabled ? <p className={styles.warning}>{t('game.closed')}</p> : null}
        </div>
        {current ? (
          <>
            <Countdown
              to={current.closesAt}
              now={now}
              label={t('countdown.close')}
              testId="close-countdown"
            />
            <Countdown to={current.drawAt} now={now} label={t('countdown.draw')} />
          </>
        ) : (
          <p className={styles.muted}>{t('game.waiting')}</p>
        )}
      </div>

      <section className={styles.card} aria-labelledby="last-result-title" data-testid="last-result">
        <div className={styles.cardHead}>
          <h2 id="last-result-title" className={styles.cardTitle}>
            {last ? t('issue.last', { issueNo: last.issueNo }) : t('issue.noResult')}
          </h2>
          {last?.draw ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => setVerifying(verifying === last.issueNo ? null : last.issueNo)}
              aria-expanded={verifying === last.issueNo}
            >
              {t('verify.open')}
            </button>
          ) : null}
        </div>
        {last?.draw ? (
          <div data-testid="last-draw" data-issue-no={last.issueNo}>
            <DrawView family={game.family} draw={last.draw} />
          </div>
        ) : null}
        {last?.state === 'void' ? <p className={styles.warning}>{t('issue.void')}</p> : null}
        {verifying ? <VerifyPanel gameCode={game.code} issueNo={verifying} /> : null}
      </section>

      <nav className={styles.tabs} aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.tab}
            aria-current={tab === name ? 'page' : undefined}
            onClick={() => selectTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </nav>

      {tab === 'bet' ? (
        <BetSlip detail={detail} now={now} onShowTickets={() => selectTab('tickets')} />
      ) : null}
      {tab === 'tickets' ? <MyTickets gameCode={game.code} family={game.family} /> : null}
      {tab === 'results' ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <ResultsView gameCode={game.code} family={game.family} />
        </Suspense>
      ) : null}
    </>
  );
}
