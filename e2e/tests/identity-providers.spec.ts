// One-click login with an identity provider in a real browser (issue 18): the bundled Demo ID
// provider on the same server, a guest's first login under an agent's invitation code, the next
// login in one click, and linking the provider to an existing account in the security centre.
// axe on the login dialog, the provider's consent page, the sign-up choice and the linked block.
import { expect, test, type Page } from '@playwright/test';
import { codeFrom, latestOutbox } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer, registerMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const uniqueName = (prefix: string, n: number) =>
  `${prefix}${String((SEED + n) % 1_000_000).padStart(6, '0')}`;

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
});

/** On the provider's page: a fresh demo identity, allowed. */
async function consentAsNewIdentity(page: Page, axe: string[]) {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Demo ID' })).toBeVisible();
  axe.push(...(await seriousAxeViolations(page, 'consent page')));
  await page.getByRole('radio', { name: /A new demo identity/ }).check();
  await page.getByRole('button', { name: 'Allow and continue' }).click();
}

async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

async function logOutLocally(page: Page) {
  await page.evaluate(() => sessionStorage.removeItem('token'));
}

test('[AUTH] a guest continues with Demo ID, consents and returns as a new member under the agent; later in one click', async ({
  page,
  request,
}) => {
  const axe: string[] = [];
  await page.goto('/login?affiliateCode=AGENT01');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const demoButton = dialog.getByRole('button', { name: 'Continue with Demo ID' });
  await expect(demoButton).toBeVisible();
  axe.push(...(await seriousAxeViolations(page, 'login dialog')));
  await demoButton.click();

  await consentAsNewIdentity(page, axe);

  await expect(page).toHaveURL(/\/auth\/return/);
  await expect(page.getByRole('heading', { name: /Finish signing up with Demo ID/ })).toBeVisible();
  axe.push(...(await seriousAxeViolations(page, 'sign-up choice')));
  const newAccount = page.getByRole('form', { name: 'Create a new account' });
  const username = uniqueName('idp', 1);
  await newAccount.getByLabel('Username').fill(username);
  // the demo site verifies mobile numbers at registration, so the provider sign-up does too
  const mobile = `7${String((SEED * 7) % 10_000_000).padStart(7, '0')}`;
  await newAccount.getByRole('button', { name: 'Create account' }).click();
  await expect(newAccount.getByLabel('Mobile number')).toHaveAccessibleDescription('Input cannot be empty');
  await newAccount.getByLabel('Mobile number').fill(mobile);
  const before = (await latestOutbox(request, `+855 ${mobile}`))?.id ?? null;
  await newAccount.getByRole('button', { name: 'Send code' }).click();
  let message: { id: number; body: string } | undefined;
  await expect
    .poll(async () => {
      message = await latestOutbox(request, `+855 ${mobile}`);
      return message !== undefined && message.id !== before;
    })
    .toBe(true);
  await expect(newAccount.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  await newAccount.getByLabel('Verification code').fill(codeFrom(message?.body ?? ''));
  axe.push(...(await seriousAxeViolations(page, 'sign-up with the mobile number')));
  await newAccount.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const me = await request.get('/api/members/me', { headers: bearer(await sessionToken(page)) });
  expect(await me.json()).toMatchObject({ account: username, uplineAccount: 'agent01', mobileNum: mobile });

  // later: the provider remembers the sign-in and the consent, so one click logs the member in
  await logOutLocally(page);
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Continue with Demo ID' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const again = await request.get('/api/members/me', { headers: bearer(await sessionToken(page)) });
  expect(await again.json()).toMatchObject({ account: username });
  expect(axe).toEqual([]);
});

test('[AUTH] a member links Demo ID in the security centre and then logs in with it', async ({
  page,
  request,
}) => {
  const axe: string[] = [];
  const username = uniqueName('lnk', 2);
  const token = await registerMember(request, username, 'Linker123');
  await page.goto('/');
  await page.evaluate((t) => sessionStorage.setItem('token', t), token);
  await page.goto('/member?page=securityCenter');
  const block = page.getByTestId('identity-links');
  await block.getByRole('button', { name: 'Link Demo ID' }).click();

  await consentAsNewIdentity(page, axe);

  await expect(page).toHaveURL(/\/member\?page=securityCenter/);
  await expect(block.getByRole('button', { name: 'Unlink Demo ID' })).toBeVisible();
  axe.push(...(await seriousAxeViolations(page, 'linked providers', ['[data-testid="identity-links"]'])));

  // the provider session of this browser now logs the linked account in with one click
  await logOutLocally(page);
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Continue with Demo ID' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  const me = await request.get('/api/members/me', { headers: bearer(await sessionToken(page)) });
  expect(await me.json()).toMatchObject({ account: username });
  expect(axe).toEqual([]);
});

test('[AUTH] one-click login finishes on 127.0.0.1 as on localhost: the provider sends the member back to the address they used', async ({
  page,
  baseURL,
}) => {
  const loopback = new URL('/login', baseURL).href.replace('//localhost', '//127.0.0.1');
  await page.goto(loopback);
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Continue with Demo ID' })
    .click();
  await consentAsNewIdentity(page, []);
  // back on 127.0.0.1 (where this tab's flow key is), at the sign-up choice: the sign-in finished
  await expect(page.getByRole('heading', { name: /Finish signing up with Demo ID/ })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await expect(page.getByText('Sign-in did not finish')).toHaveCount(0);
});
