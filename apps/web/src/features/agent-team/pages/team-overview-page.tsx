// Agent centre page `agentTeamOverview` (spec §2.8, the default page): team size (direct and all
// levels) and the team's figures for today, yesterday, this week, this month and the §9 presets
// (one call answers every period), then the agent's invite link and QR code.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_PERIODS, type TTeamPeriod, type TTeamPeriodFigures } from '@pavilion/contracts/agent-team';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { useErrorText } from '@/shared/errors/error-text';
import { formatAgentDateTime } from '@/features/agent/model/agent-zone';
import { formatCount, formatMoney } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { useBalance } from '@/shared/wallet/use-balance';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useTeamOverview } from '../api/use-team';
import { InviteCard } from '../components/invite-card';
import styles from '../components/agent-team.module.css';

type TFigureKey = Exclude<keyof TTeamPeriodFigures, 'period' | 'from' | 'to'>;
const COUNTS: TFigureKey[] = ['newMembers', 'activeMembers'];
const MONEY: TFigureKey[] = [
  'deposits',
  'withdrawals',
  'bets',
  'validBets',
  'wins',
  'profitLoss',
  'myIncome',
];

export default function TeamOverviewPage({ member }: TAgentPageProps) {
  const { t } = useTranslation('agent-team');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const overview = useTeamOverview();
  const balance = useBalance().data?.balance;
  const [period, setPeriod] = useState<TTeamPeriod>('today');

  const body = () => {
    if (overview.error) {
      return (
        <QueryState
          state="error"
          message={errorText(overview.error)}
          onRetry={() => void overview.refetch()}
        />
      );
    }
    if (!overview.data) {
      return <QueryState state="loading" />;
    }
    const figures = overview.data.periods.find((p) => p.period === period);
    const lastDay = figures ? new Date(new Date(figures.to).getTime() - 1) : null;
    return (
      <>
        <dl className={styles.sizes} data-testid="team-size">
          <div className={styles.figure}>
            <dt>{t('overview.direct')}</dt>
            <dd data-testid="team-size-direct">{formatCount(overview.data.teamSize.direct)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('overview.all')}</dt>
            <dd data-testid="team-size-all">{formatCount(overview.data.teamSize.all)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('overview.myBalance')}</dt>
            <dd data-testid="my-balance">{balance === undefined ? '…' : formatMoney(balance, symbol)}</dd>
          </div>
        </dl>
        <div className={styles.periods} role="group" aria-label={t('overview.period')}>
          {TEAM_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={styles.period}
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
            >
              {t(`periods.${p}`)}
            </button>
          ))}
        </div>
        {figures && lastDay ? (
          <>
            <p className={styles.muted}>
              {t('overview.range', {
                from: formatAgentDateTime(figures.from).slice(0, 10),
                to: formatAgentDateTime(lastDay).slice(0, 10),
              })}
            </p>
            <dl className={styles.figures} data-testid="team-figures" aria-live="polite">
              {COUNTS.map((key) => (
                <div key={key} className={styles.figure}>
                  <dt>{t(`figures.${key}`)}</dt>
                  <dd data-testid={`figure-${key}`}>{formatCount(figures[key])}</dd>
                </div>
              ))}
              {MONEY.map((key) => (
                <div key={key} className={styles.figure}>
                  <dt>{t(`figures.${key}`)}</dt>
                  <dd
                    data-testid={`figure-${key}`}
                    className={key === 'profitLoss' && figures[key] < 0 ? styles.negative : undefined}
                  >
                    {formatMoney(figures[key], symbol)}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </>
    );
  };

  return (
    <section aria-labelledby="agent-page-title" className={styles.page} data-testid="team-overview">
      <h1 id="agent-page-title" className={styles.pageTitle}>
        {t('overview.title')}
      </h1>
      <section className={styles.card} aria-label={t('overview.figuresLabel')}>
        {body()}
      </section>
      <InviteCard affiliateCode={member.affiliateCode} />
    </section>
  );
}
