// Accessibility check shared by the specs: axe-core's serious and critical violations on the page
// (or inside the given selectors), one line each with its label, rule, impact and elements, so a
// failing expect(...).toEqual([]) says what and where.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function seriousAxeViolations(
  page: Page,
  label: string,
  include: string[] = [],
): Promise<string[]> {
  // a table refetching in the background is dimmed (aria-busy, opacity 0.6) for a moment: its contrast
  // is checked once it has settled, not in passing
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // a card dealt or a dialog opening fades in: contrast is read once such finite animations end
  // (endless ones, a spinner or a pulse, are left running)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const builder = include.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export type TLookPair = readonly ['en' | 'zh' | 'km', 'light' | 'dark'];

/**
 * A sweep of many screens in several language/theme pairs deals the screens round-robin to the pairs
 * (decision 041): every screen is checked once and every pair on several screens, instead of every
 * screen in every pair (the same markup, the cost multiplied).
 */
export function dealScreensToPairs<S>(screens: readonly S[], pairs: readonly TLookPair[]) {
  return pairs
    .map((pair, p) => ({ pair, screens: screens.filter((_, s) => s % pairs.length === p) }))
    .filter((deal) => deal.screens.length > 0);
}
