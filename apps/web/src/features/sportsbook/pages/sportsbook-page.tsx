// The sportsbook of issue 16 on the routes of spec §2.1: /sports, /esports and /cockfight open it on
// their vertical (a vendor tile adds ?vendor=, kept for the tickets' records). Query parameters pick
// the view: `event=<id>` an event's page, `view=bets` my bets, `view=results` results, else the
// vertical's events. The slip stays beside the page (a bottom sheet on a phone) across views.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { TSportsVertical } from '@pavilion/games/sports/catalogue';
import { useSession } from '@/shared/session/session-store';
import { QueryState } from '@/shared/ui/query-state';
import { BetSlip } from '../components/bet-slip';
import { EventList } from '../components/event-list';
import { EventView } from '../components/event-view';
import { MyBets } from '../components/my-bets';
import { ResultsView } from '../components/results-view';
import { SportsbookHeader, VIEWS, type TView } from '../components/sportsbook-header';
import styles from '../components/sportsbook.module.css';

export function verticalOf(pathname: string): TSportsVertical {
  const path = pathname.toLowerCase();
  return path.startsWith('/esports') ? 'ESPORTS' : path.startsWith('/cockfight') ? 'COCKFIGHT' : 'SPORTS';
}

export default function SportsbookPage() {
  const { t } = useTranslation('sportsbook');
  const vertical = verticalOf(useLocation().pathname);
  const [params] = useSearchParams();
  const isLogin = useSession((s) => s.isLogin);
  const eventId = params.get('event');
  const view: TView = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as TView)
    : 'events';
  const vendor = params.get('vendor');
  const keep = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...(vendor ? { vendor } : {}), ...extra }).toString()}`;
  return (
    <div className={styles.page} data-testid="sportsbook" data-vertical={vertical}>
      <SportsbookHeader vertical={vertical} view={view} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {eventId ? (
            <>
              <Link to={keep({})} className={styles.back}>
                {t('event.back')}
              </Link>
              <EventView key={eventId} eventId={eventId} />
            </>
          ) : view === 'bets' ? (
            isLogin ? (
              <MyBets />
            ) : (
              <QueryState state="empty" message={t('bets.login')} />
            )
          ) : view === 'results' ? (
            <ResultsView vertical={vertical} />
          ) : (
            <EventList vertical={vertical} />
          )}
        </div>
        <BetSlip vendor={vendor} myBetsHref={keep({ view: 'bets' })} />
      </div>
    </div>
  );
}
