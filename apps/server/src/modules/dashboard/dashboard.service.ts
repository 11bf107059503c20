// The console dashboard (reports.read): today against yesterday (UTC days), today's hours, the
// cashier's queues to review and the players online now.
import type { TDashboard } from '@pavilion/contracts/console-access';
import type { TDb } from '@/db/database.ts';
import * as repo from './dashboard.repo.ts';

const DAY_MS = 86_400_000;

export async function dashboard(db: TDb, now = new Date()): Promise<TDashboard> {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const yesterday = new Date(today.getTime() - DAY_MS);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const [todayFigures, yesterdayFigures, hourly, pending, onlineNow] = await Promise.all([
    repo.figures(db, today, tomorrow),
    repo.figures(db, yesterday, today),
    repo.hourly(db, today),
    repo.pending(db),
    repo.onlineNow(db),
  ]);
  return { today: todayFigures, yesterday: yesterdayFigures, hourly, pending, onlineNow };
}
