// The language of what we send a person: the member's own (kept on their row, set from the language
// they last used the site in), else the request's, else English. The request's language is an
// explicit `language` parameter (EN, CN, KM, as every other call takes it) or the browser's
// Accept-Language.
import { LANGUAGE_CODES } from '@pavilion/contracts/site-constants';

export type TMessageLanguage = (typeof LANGUAGE_CODES)[number];

const BY_PREFIX: Record<string, TMessageLanguage> = { en: 'EN', zh: 'CN', cn: 'CN', km: 'KM' };

function isLanguage(v: unknown): v is TMessageLanguage {
  return typeof v === 'string' && (LANGUAGE_CODES as readonly string[]).includes(v);
}

/** The first supported language of an Accept-Language header, by quality; null when none is. */
export function languageFromAcceptLanguage(header: string | undefined): TMessageLanguage | null {
  if (!header) {
    return null;
  }
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const r of ranked) {
    const found = BY_PREFIX[r.tag.split('-')[0] ?? ''];
    if (found) {
      return found;
    }
  }
  return null;
}

/** The request's language: an explicit EN/CN/KM parameter first, then the browser's header. */
export function requestLanguage(opts: {
  language?: unknown;
  acceptLanguage?: string | undefined;
}): TMessageLanguage | null {
  const explicit = typeof opts.language === 'string' ? opts.language.toUpperCase() : undefined;
  return isLanguage(explicit) ? explicit : languageFromAcceptLanguage(opts.acceptLanguage);
}

export function messageLanguage(
  memberLanguage: string | null | undefined,
  fromRequest: TMessageLanguage | null | undefined,
): TMessageLanguage {
  if (isLanguage(memberLanguage)) {
    return memberLanguage;
  }
  return fromRequest ?? 'EN';
}
