// Help articles in the operator console (issue 15), in Chromium against the real server: a content
// operator (made through the API by the owner) edits a help article, previews its HTML as the server
// stores it, saves it and the player's help page shows the change; unpublished, it leaves the help
// page. Axe on the editor in both themes and in Chinese.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const OPERATOR = `hlp${String(SEED % 1_000_000).padStart(6, '0')}`;
const PASSWORD = 'Help-password-12';
const ANCHOR = `faq${SEED}`;
const TITLE = `Bonus rules ${SEED}`;
const EDITED = `Bonus rules, edited ${SEED}`;

/** The page starts signed in with this operator token, language and theme. */
async function withToken(page: Page, token: string, lang = 'en', theme = 'light') {
  await page.addInitScript(
    (v) => {
      sessionStorage.setItem('console.token', v.token);
      localStorage.setItem('console.lang', v.lang);
      localStorage.setItem('console.theme', v.theme);
      sessionStorage.setItem('USER_POPUP', '1');
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    },
    { token, lang, theme },
  );
}

async function contentOperator(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/admin/operators', {
    headers: bearer(await adminToken(request)),
    data: { username: OPERATOR, password: PASSWORD, role: 'content' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/admin/login', { data: { username: OPERATOR, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

test.beforeEach(({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test('[CONSOLE] a content operator edits a help article and the help page shows the change', async ({
  page,
  request,
}) => {
  const token = await contentOperator(request);
  const created = await request.post('/api/admin/help', {
    headers: bearer(token),
    data: { lang: 'EN', anchor: ANCHOR, title: TITLE, content: '<p>Old text</p>', sort: 90 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  await withToken(page, token);
  await page.goto('/console/content/help');
  await expect(page.getByRole('heading', { name: 'Help articles', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
  const form = page.getByRole('form', { name: `Edit help article ${id}` });
  await form.getByLabel('Title', { exact: true }).fill(EDITED);
  await form
    .getByLabel('Text (HTML)')
    .fill(
      '<p>New <b>text</b></p><img src="/x.png" alt="" onerror="window.__hit=1"><script>window.__hit=2</script>',
    );
  await page.getByRole('button', { name: 'Show preview' }).click();
  const body = page.getByTestId('content-preview').locator('.content-preview-body');
  await expect(body.locator('b')).toHaveText('text');
  expect(await body.innerHTML()).not.toMatch(/script|onerror/i);
  expect(await page.evaluate(() => (window as { __hit?: number }).__hit)).toBeUndefined();
  expect(await seriousAxeViolations(page, 'help editor')).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Help article ${id} saved.` })).toBeVisible();
  await expect(page.getByTestId('table-row').filter({ hasText: EDITED })).toContainText('Published');

  await page.goto(`/help#${ANCHOR}`);
  const section = page.locator(`section#${ANCHOR}`);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(EDITED);
  await expect(section.locator('b')).toHaveText('text');

  // unpublished, it leaves the help page
  await page.goto('/console/content/help');
  await page.getByRole('button', { name: `Unpublish ${EDITED}` }).click();
  await expect(page.getByTestId('table-row').filter({ hasText: EDITED })).toContainText('Draft');
  await page.goto('/help');
  await expect(page.locator('section#guide')).toBeVisible();
  await expect(page.locator(`section#${ANCHOR}`)).toHaveCount(0);

  for (const [lang, theme] of [
    ['en', 'dark'],
    ['zh', 'light'],
  ] as const) {
    const other = await page.context().newPage();
    await withToken(other, token, lang, theme);
    await other.goto('/console/content/help');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'zh' ? '帮助文章' : 'Help articles',
    );
    expect(await seriousAxeViolations(other, `help editor ${lang} ${theme}`)).toEqual([]);
    await other.close();
  }
  const removed = await request.delete(`/api/admin/help/${id}`, { headers: bearer(token) });
  expect(removed.ok(), await removed.text()).toBe(true);
});
