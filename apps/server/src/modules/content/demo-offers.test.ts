import { ZPromotionRulesSchema } from '@pavilion/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@/db/seed-promotions.ts';
import { DEMO_BANNERS, DEMO_POPUPS, DEMO_PROMOTIONS } from './demo-content.ts';
import { major, percent } from './demo-offers.ts';

type TRow = { title: string; subtitle?: string | null; content?: string | null; translations?: unknown };

/** Every language's text of a seeded content row, joined. */
function allText(row: TRow): string[] {
  const stored = JSON.parse(String(row.translations ?? '{}')) as Record<string, Record<string, string>>;
  const en = [row.title, row.subtitle ?? '', row.content ?? ''].join(' ');
  return [en, ...['CN', 'KM'].map((lang) => Object.values(stored[lang] ?? {}).join(' '))];
}

const seededRules = (kind: string) => {
  const demo = DEMO.find((d) => d.rules.kind === kind);
  if (!demo) {
    throw new Error(`no seeded ${kind} activity`);
  }
  return ZPromotionRulesSchema.parse(demo.rules);
};

const welcome = seededRules('deposit_bonus');
const redEnvelope = seededRules('red_envelope');
const rows: TRow[] = [...DEMO_BANNERS, ...DEMO_POPUPS, ...DEMO_PROMOTIONS];
const welcomeRows = rows.filter((r) => /welcome bonus|deposit bonus/i.test(r.title + (r.content ?? '')));

describe('demo copy agrees with the seeded promotions', () => {
  it('every welcome text, in en/zh/km, states the seeded percent and cap', () => {
    if (welcome.kind !== 'deposit_bonus') {
      throw new Error('unreachable');
    }
    expect(welcomeRows.length).toBeGreaterThanOrEqual(3);
    for (const row of welcomeRows) {
      for (const text of allText(row)) {
        const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => m[1]);
        expect(percents.length, text).toBeGreaterThan(0);
        expect(new Set(percents), text).toEqual(new Set([percent(welcome.percentBp)]));
        expect(text).toContain(major(welcome.cap));
      }
    }
  });

  it('the red envelope texts name the UTC window the schedule opens', () => {
    if (redEnvelope.kind !== 'red_envelope' || redEnvelope.dailyAt === null) {
      throw new Error('the demo red envelope has a daily window');
    }
    const demo = DEMO.find((d) => d.rules.kind === 'red_envelope');
    const texts = [
      demo?.description ?? '',
      demo?.translations?.CN?.description ?? '',
      demo?.translations?.KM?.description ?? '',
    ];
    const envelopeRows = rows.filter((r) => /red envelope/i.test(r.title));
    expect(envelopeRows.length).toBeGreaterThanOrEqual(2);
    for (const text of [...texts, ...envelopeRows.flatMap(allText)]) {
      expect(text).toContain(redEnvelope.dailyAt);
      expect(text).toContain('UTC');
      expect(text).toContain(major(redEnvelope.pool));
    }
  });

  it('no seeded text promises a check-in reward or a 100% bonus', () => {
    for (const row of rows) {
      for (const text of allText(row)) {
        expect(text).not.toMatch(/check-in|签到|ចុះវត្តមាន|100\s*%/i);
      }
    }
  });
});
