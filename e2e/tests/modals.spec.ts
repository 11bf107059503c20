// One dialog at a time (decision 020): on /login, /register and /member the route's dialog is the
// only one open, and the startup popups waiting behind it show once it closes. The page records
// the most dialogs it ever had open at once, so a popup that flashes up under the login dialog
// fails the test even if it is gone again by the time of an assertion.
import { expect, test, type Page } from '@playwright/test';

type TCounted = { __maxOpenDialogs: number };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const counted = window as unknown as TCounted;
    counted.__maxOpenDialogs = 0;
    const count = () => {
      counted.__maxOpenDialogs = Math.max(
        counted.__maxOpenDialogs,
        document.querySelectorAll('dialog[open]').length,
      );
    };
    new MutationObserver(count).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  });
});

const maxOpenDialogs = (page: Page) => page.evaluate(() => (window as unknown as TCounted).__maxOpenDialogs);

async function closeRouteDialogThenSeePopup(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  // the first page of a fresh server loads its chunks cold: allow it more than the usual wait
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  // the home page under the dialog has its announcements (the popups among them) once the banner shows
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
  const popup = page.getByTestId('startup-popup');
  await expect(popup).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(await maxOpenDialogs(page)).toBe(1);
}

test('[SHELL] /login shows only the login dialog; the startup popup follows once it closes', async ({
  page,
}) => {
  await page.goto('/login');
  await closeRouteDialogThenSeePopup(page, 'Log in');
});

test('[SHELL] /register shows only the registration dialog; the startup popup follows once it closes', async ({
  page,
}) => {
  await page.goto('/register');
  await closeRouteDialogThenSeePopup(page, 'Register');
});

test('[SHELL] /member as a guest shows only the login dialog; the startup popup follows once it closes', async ({
  page,
}) => {
  await page.goto('/member?page=withdraw');
  await expect(page).toHaveURL(/\/login$/);
  await closeRouteDialogThenSeePopup(page, 'Log in');
});

test('[SHELL] going from login to forgot password keeps one dialog open', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await login.getByRole('button', { name: /forgot/i }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  expect(await maxOpenDialogs(page)).toBe(1);
});
