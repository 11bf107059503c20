// Today against yesterday, the review queues and players online, and today's money by hour;
// refreshed every 30 seconds.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZDashboardSchema, type TDashboardFigures } from '@pavilion/contracts/console-access';
import { formatMoney } from '@/shared/format';
import { api } from '@/shared/http';
import { QueryState } from '@/shared/ui/query-state';
import { HourlyChart } from './hourly-chart';

const REFRESH_MS = 30_000;
const FIGURES: { key: keyof TDashboardFigures; money: boolean }[] = [
  { key: 'registrations', money: false },
  { key: 'firstDeposits', money: false },
  { key: 'deposits', money: true },
  { key: 'withdrawals', money: true },
  { key: 'bets', money: true },
  { key: 'ggr', money: true },
  { key: 'ngr', money: true },
];

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const dashboard = useQuery({
    queryKey: ['console', 'dashboard'],
    queryFn: async () => ZDashboardSchema.parse(await api('/api/admin/dashboard')),
    refetchInterval: REFRESH_MS,
  });
  const d = dashboard.data;
  const show = (value: number, money: boolean) =>
    money ? formatMoney(value, i18n.language) : value.toLocaleString(i18n.language);

  return (
    <section aria-labelledby="dashboard-title" className="stack">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <QueryState isLoading={dashboard.isLoading} error={dashboard.error} />
      {d && (
        <>
          <div className="tiles">
            <div className="tile" data-testid="online-now">
              <span className="muted">{t('dashboard.onlineNow')}</span>
              <strong>{d.onlineNow.toLocaleString(i18n.language)}</strong>
            </div>
            <Link className="tile" to="/cashier/withdrawals">
              <span className="muted">{t('dashboard.pendingWithdrawals')}</span>
              <strong>{d.pending.withdrawals}</strong>
            </Link>
            <Link className="tile" to="/cashier/deposits">
              <span className="muted">{t('dashboard.pendingDeposits')}</span>
              <strong>{d.pending.deposits}</strong>
            </Link>
          </div>
          <table className="figures" aria-label={t('dashboard.figures')}>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.figure')}</th>
                <th scope="col">{t('dashboard.today')}</th>
                <th scope="col">{t('dashboard.yesterday')}</th>
                <th scope="col">{t('dashboard.change')}</th>
              </tr>
            </thead>
            <tbody>
              {FIGURES.map(({ key, money }) => {
                const change = d.today[key] - d.yesterday[key];
                return (
                  <tr key={key}>
                    <th scope="row">{t(`dashboard.${key}`)}</th>
                    <td>{show(d.today[key], money)}</td>
                    <td>{show(d.yesterday[key], money)}</td>
                    <td className={change < 0 ? 'down' : change > 0 ? 'up' : undefined}>
                      {change > 0 ? '+' : ''}
                      {show(change, money)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <HourlyChart hourly={d.hourly} />
        </>
      )}
    </section>
  );
}
