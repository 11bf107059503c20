// throwaway: screenshots of the originals pages (not committed)
import { expect, test } from '@playwright/test';
import { createFundedMember } from '../support/funded-member';

test('shots', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const { token } = await createFundedMember(request, `shot${Date.now() % 100000}`, 100_000);
  const res = await request.get('/api/games?gameType=RNG&subType=originals&pageSize=20');
  const games = ((await res.json()) as { content: { nodeId: number; gameCode: string }[] }).content;
  for (const lang of ['en', 'zh', 'km']) {
    for (const theme of ['light', 'dark']) {
      for (const width of [390, 1280]) {
        const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
        const page = await ctx.newPage();
        await page.addInitScript(
          ([t, l, th]) => {
            sessionStorage.setItem('USER_POPUP', '1');
            sessionStorage.setItem('ANONYMOUS_POPUP', '1');
            sessionStorage.setItem('token', t!);
            localStorage.setItem('lang', l!);
            localStorage.setItem('theme', th!);
          },
          [token, lang, theme],
        );
        for (const g of games) {
          const name = g.gameCode.replace('originals-', '');
          await page.goto(`/seamless?nodeId=${g.nodeId}`);
          await expect(page.getByTestId(`${name}-view`)).toBeVisible();
          if (lang === 'en' && theme === 'light') {
            // one played round on the page
            if (name === 'keno') await page.getByRole('button', { name: 'Random pick' }).click();
            if (name === 'mines') {
              await page.getByTestId('mines-view').getByRole('button', { name: 'Bet', exact: true }).click();
              await page.getByRole('button', { name: 'Tile 7', exact: true }).click();
              await page.waitForTimeout(800);
              const cash = page.getByRole('button', { name: /^Cash out/ });
              if (await cash.isVisible()) await cash.click();
            } else {
              await page.getByTestId(`${name}-view`).locator('button.btn-primary').first().click();
            }
            await page.waitForTimeout(1200);
          }
          await page.screenshot({ path: `/tmp/o/shots/${name}-${lang}-${theme}-${width}.png`, fullPage: true });
        }
        await ctx.close();
      }
    }
  }
});
