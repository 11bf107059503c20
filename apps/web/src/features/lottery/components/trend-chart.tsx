// The hot/cold chart of the results page, drawn with Chart.js (registered piece by piece so only
// the bar chart ships; this file is reached only through the results view's lazy chunk, decision
// 011). Bars: how often each number came in the window, and how many draws it has been missing.
// The canvas is an image with a summary label; the same figures are in the table beside it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useTheme } from '@/shared/theme/theme';
import type { TNumberStats } from '@pavilion/games/lottery/trend';
import styles from './lottery.module.css';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

type TTrendChartProps = { stats: readonly TNumberStats[]; pad: number; summary: string };

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

export function TrendChart({ stats, pad, summary }: TTrendChartProps) {
  const { t } = useTranslation('lottery');
  const theme = useTheme((s) => s.theme);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) {
      return;
    }
    const text = cssVar('--color-text-muted');
    const grid = cssVar('--color-border');
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: stats.map((s) => String(s.value).padStart(pad, '0')),
        datasets: [
          {
            label: t('trend.count'),
            data: stats.map((s) => s.count),
            backgroundColor: cssVar('--color-primary'),
          },
          {
            label: t('trend.missing'),
            data: stats.map((s) => s.missing),
            backgroundColor: cssVar('--color-danger'),
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        responsive: true,
        scales: {
          x: { ticks: { color: text, autoSkip: true, maxRotation: 0 }, grid: { color: grid } },
          y: { beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
        },
        plugins: { legend: { labels: { color: text } } },
      },
    });
    return () => chart.destroy();
  }, [stats, pad, t, theme]);

  return (
    <div className={styles.chartBox}>
      <canvas ref={canvas} role="img" aria-label={summary} data-testid="trend-chart" />
    </div>
  );
}
