// Results history of a game with its trends (a lazy chunk with the chart library): the hot/cold
// chart and table of the window, the missing-count grid of one position, and every drawn issue
// with "verify this draw".
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLotteryFamily } from '@pavilion/games/lottery/catalogue';
import { hotAndCold, missingGrid, numberStats, trendSeries } from '@pavilion/games/lottery/trend';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { QueryState } from '@/shared/ui/query-state';
import { useLotteryResults } from '../api/lottery-api';
import { DrawView } from './draw-view';
import styles from './lottery.module.css';
import { TrendChart } from './trend-chart';
import { VerifyPanel } from './verify-panel';

const WINDOWS = [30, 50, 100] as const;

export default function ResultsView({ gameCode, family }: { gameCode: string; family: TLotteryFamily }) {
  const { t } = useTranslation('lottery');
  const errorText = useErrorText();
  const ids = { window: useId(), position: useId() };
  const [limit, setLimit] = useState<number>(WINDOWS[0]);
  const [position, setPosition] = useState<number | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const results = useLotteryResults(gameCode, limit);
  const issues = results.data?.results ?? [];
  const series = useMemo(
    () =>
      trendSeries(
        family,
        issues.map((i) => i.draw),
      ),
    [family, issues],
  );
  const pos = position !== null && position < series.positions.length ? position : undefined;
  const stats = useMemo(() => numberStats(series.draws, series.domain, pos), [series, pos]);
  const { hot, cold } = hotAndCold(stats, 5);
  const label = (n: number) => String(n).padStart(series.pad, '0');
  const gridPosition = pos ?? (series.positions.length > 0 ? 0 : undefined);
  const showGrid = series.domain.length <= 11 && gridPosition !== undefined;
  const grid = showGrid ? missingGrid(series.draws.slice(0, 30), series.domain, gridPosition) : [];
  const gridIssues = issues
    .filter((i) => i.draw !== null)
    .slice(0, 30)
    .reverse();

  if (results.isPending) {
    return <QueryState state="loading" />;
  }
  if (results.isError) {
    return (
      <QueryState state="error" message={errorText(results.error)} onRetry={() => void results.refetch()} />
    );
  }

  return (
    <div className={styles.results} data-testid="results-view">
      <section className={styles.card} aria-labelledby="trend-title">
        <h2 id="trend-title" className={styles.cardTitle}>
          {t('trend.title')}
        </h2>
        <div className={styles.filters}>
          <label htmlFor={ids.window} className={styles.label}>
            {t('trend.window')}
          </label>
          <select
            id={ids.window}
            className={styles.select}
            value={limit}
            onChange={(e) => setLimit(Number(e.target.value))}
          >
            {WINDOWS.map((w) => (
              <option key={w} value={w}>
                {t('trend.lastDraws', { count: w })}
              </option>
            ))}
          </select>
          {series.positions.length > 0 ? (
            <>
              <label htmlFor={ids.position} className={styles.label}>
                {t('trend.position')}
              </label>
              <select
                id={ids.position}
                className={styles.select}
                value={pos ?? ''}
                onChange={(e) => setPosition(e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">{t('trend.anyPosition')}</option>
                {series.positions.map((p, i) => (
                  <option key={p} value={i}>
                    {t(`row.${p}`)}
                  </option>
                ))}
              </select>
            </>
          ) : null}
        </div>
        {series.draws.length === 0 ? (
          <p className={styles.muted}>{t('trend.noDraws')}</p>
        ) : (
          <>
            <TrendChart
              stats={stats}
              pad={series.pad}
              summary={t('trend.summary', {
                count: series.draws.length,
                hot: hot.map((s) => label(s.value)).join(', '),
                cold: cold.map((s) => label(s.value)).join(', '),
              })}
            />
            <div className={styles.hotCold}>
              <p>
                <strong>{t('trend.hot')}</strong>{' '}
                <span data-testid="hot-numbers">{hot.map((s) => label(s.value)).join(' ')}</span>
              </p>
              <p>
                <strong>{t('trend.cold')}</strong>{' '}
                <span data-testid="cold-numbers">{cold.map((s) => label(s.value)).join(' ')}</span>
              </p>
            </div>
            <details className={styles.details}>
              <summary>{t('trend.table')}</summary>
              <div className={styles.scrollX}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('trend.number')}</th>
                      <th scope="col">{t('trend.count')}</th>
                      <th scope="col">{t('trend.missing')}</th>
                      <th scope="col">{t('trend.maxMissing')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.map((s) => (
                      <tr key={s.value}>
                        <th scope="row">{label(s.value)}</th>
                        <td>{s.count}</td>
                        <td>{s.missing}</td>
                        <td>{s.maxMissing}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </section>

      {showGrid && grid.length > 0 ? (
        <section className={styles.card} aria-labelledby="grid-title">
          <h2 id="grid-title" className={styles.cardTitle}>
            {t('trend.gridTitle', { position: t(`row.${series.positions[gridPosition] ?? 'p1'}`) })}
          </h2>
          <p className={styles.muted}>{t('trend.gridExplain')}</p>
          <div className={styles.scrollX}>
            <table className={`${styles.table} ${styles.grid}`} data-testid="missing-grid">
              <thead>
                <tr>
                  <th scope="col">{t('results.issue')}</th>
                  {series.domain.map((n) => (
                    <th key={n} scope="col">
                      {label(n)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.map((row, r) => (
                  <tr key={gridIssues[r]?.issueNo ?? r}>
                    <th scope="row" className={styles.mono}>
                      {gridIssues[r]?.issueNo.slice(-4)}
                    </th>
                    {row.map((missing, c) => (
                      <td key={c} className={missing === 0 ? styles.hit : styles.miss}>
                        {missing === 0 ? label(series.domain[c] ?? 0) : missing}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="results-title">
        <h2 id="results-title" className={styles.cardTitle}>
          {t('results.title')}
        </h2>
        {issues.length === 0 ? (
          <p className={styles.muted}>{t('trend.noDraws')}</p>
        ) : (
          <ul className={styles.resultList}>
            {issues.map((issue) => (
              <li
                key={issue.issueNo}
                className={styles.resultItem}
                data-testid="result-row"
                data-issue-no={issue.issueNo}
              >
                <span className={styles.mono}>{issue.issueNo}</span>
                <span className={styles.muted}>{formatDateTime(issue.drawAt)}</span>
                <div className={styles.resultDraw}>
                  {issue.draw ? (
                    <DrawView family={family} draw={issue.draw} compact />
                  ) : (
                    <span className={styles.warning}>{t('issue.void')}</span>
                  )}
                </div>
                {issue.draw ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-expanded={verifying === issue.issueNo}
                    onClick={() => setVerifying(verifying === issue.issueNo ? null : issue.issueNo)}
                  >
                    {t('verify.open')}
                  </button>
                ) : null}
                {verifying === issue.issueNo ? (
                  <div className={styles.resultVerify}>
                    <VerifyPanel gameCode={gameCode} issueNo={issue.issueNo} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
