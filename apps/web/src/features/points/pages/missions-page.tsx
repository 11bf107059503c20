// Missions and leaderboard (member centre `missionLeaderboard`, spec §2.7; issue 13): today's and
// this week's missions with their progress and a claim button once complete, then the period's
// leaderboard of valid bets (names masked, the member's own rank below).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMission, TMissionPeriod } from '@pavilion/contracts/missions';
import { useErrorText } from '@/shared/errors/error-text';
import { formatCount, formatMoney } from '@/shared/format/money';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Segmented } from '@/shared/ui/form/segmented';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useClaimMission, useLeaderboard, useMissions } from '../api/points-api';
import panel from '@/shared/ui/panel.module.css';
import styles from '../components/points.module.css';

export function MissionLeaderboardPage() {
  return (
    <div className={panel.stack} data-testid="missions-page">
      <Missions />
      <Leaderboard />
    </div>
  );
}

function progressText(m: TMission, symbol: string): string {
  const money = m.kind === 'bet_amount' || m.kind === 'deposit_amount';
  const f = (v: number) => (money ? formatMoney(v, symbol) : formatCount(v));
  return `${f(m.progress)} / ${f(m.target)}`;
}

function Missions() {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const missions = useMissions();
  const claim = useClaimMission();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (missions.error) {
    return (
      <QueryState state="error" message={errorText(missions.error)} onRetry={() => void missions.refetch()} />
    );
  }
  if (!missions.data) {
    return <QueryState state="loading" />;
  }
  const onClaim = async (m: TMission) => {
    setMessage(null);
    try {
      const reply = await claim.mutateAsync(m.id);
      setMessage({
        tone: 'success',
        text: t('missions.claimed', { amount: formatMoney(reply.reward, symbol) }),
      });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error) });
    }
  };
  return (
    <section className={panel.section} aria-labelledby="missions-title">
      <h3 id="missions-title" className={panel.sectionTitle}>
        {t('missions.title')}
      </h3>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      {missions.data.missions.length === 0 ? (
        <p className={panel.muted}>{t('missions.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {missions.data.missions.map((m) => (
            <li key={m.id} className={styles.card} data-testid="mission-card" data-code={m.code}>
              <span className={panel.muted}>{t(`missions.period.${m.period}`)}</span>
              <h4 className={styles.cardTitle}>{m.title}</h4>
              <div
                className={styles.progress}
                role="progressbar"
                aria-label={t('missions.progressOf', { title: m.title })}
                aria-valuemin={0}
                aria-valuemax={m.target}
                aria-valuenow={m.progress}
                aria-valuetext={progressText(m, symbol)}
              >
                <div
                  className={styles.progressBar}
                  style={{ width: `${Math.round((m.progress / m.target) * 100)}%` }}
                />
              </div>
              <dl className={styles.cardFacts}>
                <dt>{t('missions.progress')}</dt>
                <dd>{progressText(m, symbol)}</dd>
                <dt>{t('missions.reward')}</dt>
                <dd>{formatMoney(m.reward, symbol)}</dd>
              </dl>
              <div className={styles.cardActions}>
                {m.state === 'claim' ? (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={claim.isPending}
                    aria-label={t('missions.claimName', { title: m.title })}
                    onClick={() => void onClaim(m)}
                  >
                    {t('missions.claim')}
                  </button>
                ) : (
                  <span
                    className={`${styles.badge} ${styles[`badge_${m.state}`] ?? ''}`}
                    data-testid="mission-state"
                  >
                    {t(`missions.state.${m.state}`)}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Leaderboard() {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const [period, setPeriod] = useState<TMissionPeriod>('weekly');
  const board = useLeaderboard(period);
  return (
    <section className={panel.section} aria-labelledby="leaderboard-title" data-testid="leaderboard">
      <h3 id="leaderboard-title" className={panel.sectionTitle}>
        {t('leaderboard.title')}
      </h3>
      <Segmented
        label={t('leaderboard.period')}
        value={period}
        options={[
          { value: 'daily', label: t('missions.period.daily') },
          { value: 'weekly', label: t('missions.period.weekly') },
        ]}
        onChange={setPeriod}
      />
      <br />
      {board.error ? (
        <QueryState state="error" message={errorText(board.error)} onRetry={() => void board.refetch()} />
      ) : !board.data ? (
        <QueryState state="loading" />
      ) : board.data.entries.length === 0 ? (
        <p className={panel.muted}>{t('leaderboard.empty')}</p>
      ) : (
        <ol className={styles.board} aria-label={t('leaderboard.title')}>
          {board.data.entries.map((e) => (
            <li key={e.rank} className={styles.boardRow}>
              <span className={styles.rank}>{e.rank}</span>
              <span>{e.name}</span>
              <span>{formatMoney(e.validBet, symbol)}</span>
            </li>
          ))}
        </ol>
      )}
      {board.data ? (
        <p className={panel.muted} data-testid="leaderboard-me">
          {board.data.me.rank === null
            ? t('leaderboard.meNone')
            : t('leaderboard.me', {
                rank: board.data.me.rank,
                amount: formatMoney(board.data.me.validBet, symbol),
              })}
        </p>
      ) : null}
      <p className={panel.muted}>{t('leaderboard.note')}</p>
    </section>
  );
}
