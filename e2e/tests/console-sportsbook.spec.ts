// The sportsbook's events in the operator console (issue 15's side of issue 16), in Chromium against
// the real server: the seeded owner opens the screen, sees the feed's events with their result and
// settled versions, filters them, and walks the result correction up to its confirmation step (not
// further: a correction re-settles tickets other specs may hold); a read-only auditor sees the events
// without a correction button and the API refuses the auditor's correction. Axe in both themes and
// in Chinese and Khmer.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const SCREEN = '/console/sportsbook/events';

async function signedIn(page: Page, token: string, lang = 'en', theme = 'light') {
  await page.addInitScript(
    (v) => {
      sessionStorage.setItem('console.token', v.token);
      localStorage.setItem('console.lang', v.lang);
      localStorage.setItem('console.theme', v.theme);
    },
    { token, lang, theme },
  );
}

async function axeClean(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}

async function auditorToken(request: APIRequestContext): Promise<string> {
  const username = `csb${String(SEED % 1_000_000).padStart(6, '0')}`;
  const password = 'Auditor-pass-123';
  const created = await request.post('/api/admin/operators', {
    headers: bearer(await adminToken(request)),
    data: { username, password, role: 'auditor' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/admin/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** The first settled event (one with a result to correct), once the feed job has written the day's fixtures. */
async function firstEvent(request: APIRequestContext): Promise<{ id: string; home: string; away: string }> {
  const headers = bearer(await adminToken(request));
  let first: { id: string; home: string; away: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/admin/sportsbook/events?state=settled', { headers });
        first = ((await res.json()) as { events: { id: string; home: string; away: string }[] }).events[0];
        return first !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return first!;
}

test.beforeEach(({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test.describe.serial('[CONSOLE] sportsbook events', () => {
  test('[CONSOLE] the owner sees the events and reaches the correction confirmation', async ({
    page,
    request,
  }) => {
    const event = await firstEvent(request);
    await signedIn(page, await adminToken(request));
    await page.goto(SCREEN);
    await expect(page.getByRole('heading', { name: 'Sportsbook events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Events' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Sportsbook events' });
    await expect(table.getByTestId('table-row').first()).toBeVisible();
    await expect(table.getByText(/^v\d+ \/ v\d+/).first()).toBeVisible();
    await axeClean(page, 'sportsbook events');

    await page.getByRole('combobox', { name: 'Vertical' }).selectOption('COCKFIGHT');
    await expect(page.getByRole('combobox', { name: 'Sport', exact: true }).locator('option')).toHaveText([
      'All',
      'Cockfight',
    ]);
    await page.getByRole('combobox', { name: 'Vertical' }).selectOption('');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('settled');

    const match = `${event.home} – ${event.away}`;
    await page
      .getByRole('button', { name: `Correct the result of ${match}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Correct the result: ${match}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText('Give a reason of 1 to 500 characters.')).toBeVisible();
    await dialog.getByLabel(`${event.home} (home)`).fill('2');
    await dialog.getByLabel(`${event.away} (away)`).fill('1');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('E2E: feed sent a wrong score');
    // a cockfight also asks for its fight result (prefilled with the current one, if any)
    const fight = dialog.getByRole('combobox', { name: 'Fight result' });
    if ((await fight.count()) > 0) {
      if ((await fight.inputValue()) === '') {
        await dialog.getByRole('button', { name: 'Review' }).click();
        await expect(dialog.getByText('Choose the fight result.')).toBeVisible();
      }
      await fight.selectOption('meron');
    }
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText(`Set the result of ${match} to 2 : 1?`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm correction' })).toBeVisible();
    await axeClean(page, 'sportsbook correction');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const [lang, theme] of [
    ['zh', 'dark'],
    ['km', 'light'],
  ] as const) {
    test(`[CONSOLE] the events screen is axe clean in ${lang} (${theme})`, async ({ page, request }) => {
      await firstEvent(request);
      await signedIn(page, await adminToken(request), lang, theme);
      await page.goto(SCREEN);
      await expect(page.getByTestId('table-row').first()).toBeVisible();
      await axeClean(page, `sportsbook events ${lang} ${theme}`);
    });
  }

  test('[CONSOLE] a read-only auditor sees the events without a correction; the API refuses it', async ({
    page,
    request,
  }) => {
    const event = await firstEvent(request);
    const token = await auditorToken(request);
    await signedIn(page, token);
    await page.goto(SCREEN);
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Correct the result of/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Enter the result of|Cancel) / })).toHaveCount(0);
    // a reader sees an event's markets, without a void
    await expect(page.getByRole('button', { name: /^Markets of / }).first()).toBeVisible();
    const refused = await request.post(`/api/admin/sportsbook/events/${event.id}/result`, {
      headers: bearer(token),
      data: { result: { home: 1, away: 0 }, reason: 'auditor may not' },
    });
    expect(refused.status()).toBe(403);
    await axeClean(page, 'sportsbook events auditor');
  });
});
