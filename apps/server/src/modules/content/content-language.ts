// The visitor's language for site content: English lives in a row's own columns, CN and KM in its
// `translations`; each field falls back to English on its own (a translation may give only a
// title). Also the few words the generated artwork draws itself (call to action, "Promotion n").
import type { TContentTranslation, TStoredTranslations } from '@/db/tables-catalogue.ts';
import type { languageOf } from '@/modules/games/catalogue.service.ts';

export type TContentLanguage = ReturnType<typeof languageOf>;

type TTranslatable = { title: string; translations: TStoredTranslations | null | undefined };

/** The row's text in `language` (EN, CN or KM; anything else is English). */
export function textIn<R extends TTranslatable & { subtitle?: string; content?: string }>(
  row: R,
  language: TContentLanguage,
): Required<TContentTranslation> {
  const t: Partial<TContentTranslation> = language === 'EN' ? {} : (row.translations?.[language] ?? {});
  return {
    title: t.title ?? row.title,
    subtitle: t.subtitle ?? row.subtitle ?? '',
    content: t.content ?? row.content ?? '',
  };
}

export const ART_WORDS: Record<TContentLanguage, { play: string; claim: string; promotion: string }> = {
  EN: { play: 'Play now', claim: 'Claim', promotion: 'Promotion' },
  CN: { play: '立即游戏', claim: '立即领取', promotion: '优惠活动' },
  KM: { play: 'លេងឥឡូវ', claim: 'ទទួលយក', promotion: 'ប្រូម៉ូសិន' },
};
