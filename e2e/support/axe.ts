// Accessibility check shared by the specs: axe-core's serious and critical violations on the page
// (or inside the given selectors), one line each with its label, rule, impact and elements, so a
// failing expect(...).toEqual([]) says what and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousAxeViolations(
  page: Page,
  label: string,
  include: string[] = [],
): Promise<string[]> {
  const builder = include.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
