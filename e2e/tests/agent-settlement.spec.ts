// Agent settlement in a real browser (decision 026): the operator triggers the last completed day's
// daily-salary settlement through the admin API (idempotent: a second trigger returns the same run,
// an open day is refused), the run is listed with its results, and agent01 opens "my income": the
// income table with its totals and the settlement records of each kind. Axe clean; 390 px without
// sideways scrolling. (The full flow, a contract set up through the contracts API and a downline
// member's round paid to both agents, needs the agent-contracts slice: see the helper's report.)
import { expect, test } from '@playwright/test';
import { adminToken } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer } from '../support/funded-member';

type TRun = { id: number; kind: string; periodKey: string; status: string; trigger: string };

test('[SETTLE] operator triggers a daily settlement; agent01 sees my income and its settlement records', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const trigger = (data: object) =>
    request.post('/api/admin/agent-settlements/trigger', { headers: bearer(admin), data });
  const first = await trigger({ kind: 'daily' });
  expect(first.ok(), await first.text()).toBe(true);
  const run = (await first.json()) as TRun;
  // the daily job's start-up catch-up may have settled yesterday first: the trigger then returns its run
  expect(run).toMatchObject({ kind: 'daily', status: 'done' });
  expect(['operator', 'schedule']).toContain(run.trigger);
  expect(run.periodKey).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const again = (await (await trigger({ kind: 'daily', periodKey: run.periodKey })).json()) as TRun;
  expect(again.id).toBe(run.id);
  const open = await trigger({ kind: 'daily', periodKey: '2099-01-01' });
  expect(open.status()).toBe(409);
  const runs = await request.get('/api/admin/agent-settlements/runs?kind=daily', { headers: bearer(admin) });
  expect(((await runs.json()) as { rows: TRun[] }).rows.map((r) => r.id)).toContain(run.id);

  await page.goto('/agent');
  await page.getByLabel('Username').fill('agent01');
  await page.getByLabel('Password', { exact: true }).fill('Agent123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
  await page.goto('/agentHome?page=agentRevenueReport');
  await expect(page.getByRole('heading', { level: 1, name: 'My income' })).toBeVisible();
  await expect(page.getByTestId('income-total-net')).toBeVisible();
  for (const title of [
    'Dividend settlements',
    'Daily salary settlements',
    'Hourly salary settlements',
    'Real-time salary settlements',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await page.getByTestId('income-kind').selectOption('salary');
  await expect(page.getByTestId('income-total-net')).toBeVisible();
  expect(await seriousAxeViolations(page, 'my income')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'My income' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page, 'my income 390 px')).toEqual([]);
});
