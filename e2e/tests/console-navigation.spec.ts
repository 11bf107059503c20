// Every console screen can be left (issue 25): the owner opens each screen of the menu in turn,
// and each click on the next entry changes the screen's heading, not only the URL. The Points
// mall goods screen once re-rendered forever (67,179 renders in 3 s) and swallowed every later
// menu click.
import { expect, test } from '@playwright/test';
import { adminToken } from '../support/api';

test('[CONSOLE] every menu entry opens its screen, and every screen can be left', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  await page.addInitScript((v) => {
    sessionStorage.setItem('console.token', v);
    localStorage.setItem('console.lang', 'en');
  }, token);
  await page.goto('/console/');
  const menu = page.getByRole('navigation', { name: 'Console menu' });
  const heading = page.locator('main h1').first();
  // the first screen waits for the server's first answers on a fresh database
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const links = menu.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(10);
  const entries: { name: string; href: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    entries.push({ name: (await link.innerText()).trim(), href: (await link.getAttribute('href')) ?? '' });
  }
  // each entry after each other, and back to the first from the last
  await menu.locator(`a[href="${entries[0]!.href}"]`).click();
  await expect(heading).toBeVisible();
  let previous = (await heading.innerText()).trim();
  for (const entry of [...entries.slice(1), entries[0]!]) {
    await menu.locator(`a[href="${entry.href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${entry.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(heading, `the screen of "${entry.name}" shows`).not.toHaveText(previous, {
      timeout: 10_000,
    });
    await expect(heading).toBeVisible();
    previous = (await heading.innerText()).trim();
  }
});
