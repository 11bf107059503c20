// Today's deposits, withdrawals, bets and GGR by hour, drawn with Chart.js (registered piece by
// piece so only the line chart ships). The canvas is an image with a summary label; the day's
// totals are in the figures table above it.
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '@pavilion/contracts/console-access';
import { useTheme } from '@/shared/theme';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const SERIES = [
  { key: 'deposits', color: '#2e7d32' },
  { key: 'withdrawals', color: '#c62828' },
  { key: 'bets', color: '#1565c0' },
  { key: 'ggr', color: '#b26a00' },
] as const;

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

export function HourlyChart({ hourly }: { hourly: TDashboard['hourly'] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) {
      return;
    }
    const text = cssVar('--color-text-muted');
    const grid = cssVar('--color-border');
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: hourly.map((h) =>
          new Date(h.hour).toLocaleTimeString(i18n.language, {
            hour: '2-digit',
            minute: '2-digit',
            hour12: false,
          }),
        ),
        datasets: SERIES.map((s) => ({
          label: t(`dashboard.${s.key}`),
          data: hourly.map((h) => h[s.key] / 100),
          borderColor: s.color,
          backgroundColor: s.color,
          // monotone: the curve never overshoots the hours' figures (no dip below a zero hour)
          cubicInterpolationMode: 'monotone' as const,
          pointRadius: 2,
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: {
          x: { ticks: { color: text }, grid: { color: grid } },
          y: { ticks: { color: text }, grid: { color: grid } },
        },
        plugins: { legend: { labels: { color: text } } },
      },
    });
    return () => chart.destroy();
  }, [hourly, theme, t, i18n.language]);

  return (
    <figure className="card chart">
      <figcaption>{t('dashboard.hourlyTitle')}</figcaption>
      <div className="chart-box">
        <canvas ref={canvas} role="img" aria-label={t('dashboard.hourlySummary')} />
      </div>
    </figure>
  );
}
