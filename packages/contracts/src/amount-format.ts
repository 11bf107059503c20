// Money display (spec §9), shared by the web and the console: amounts travel as integer minor units
// (1 = 0.01) and are shown with two decimals and the language's thousands separators, the
// merchant's currency symbol where the language puts a currency (before in English and Chinese,
// after in Khmer) and the sign where the language puts it. Pure: the caller gives the language.

/** The number locale of each supported language; anything else formats as English. */
const LOCALES: Record<string, string> = { en: 'en-US', zh: 'zh-CN', km: 'km-KH' };

export function numberLocale(language: string | undefined): string {
  const base = (language ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  return LOCALES[base] ?? 'en-US';
}

const formats = new Map<string, Intl.NumberFormat>();

function format(locale: string, kind: 'decimal' | 'currency' | 'integer'): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let found = formats.get(key);
  if (!found) {
    found =
      kind === 'integer'
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
        : new Intl.NumberFormat(locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            // the currency only gives the symbol's place; the merchant's symbol replaces it
            ...(kind === 'currency'
              ? { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }
              : {}),
          });
    formats.set(key, found);
  }
  return found;
}

/** 123456789 → "1,234,567.89" (no symbol). */
export function formatMinor(minor: number, language: string | undefined): string {
  return format(numberLocale(language), 'decimal').format(minor / 100);
}

/** 100000, "$" → "$1,000.00"; -250, "៛" → "-៛2.50" in English, "-2.50៛" in Khmer. */
export function formatMoney(minor: number, currencySymbol: string, language: string | undefined): string {
  const parts = format(numberLocale(language), 'currency').formatToParts(minor / 100);
  return parts
    .map((part) => (part.type === 'currency' ? currencySymbol : part.value))
    .join('')
    .trim();
}

/** A count with the language's grouping: 12345 → "12,345". */
export function formatCount(value: number, language: string | undefined): string {
  return format(numberLocale(language), 'integer').format(value);
}

/** The platform's minor unit: amounts are integers of 1/100 of the currency (1 = 0.01). */
export const MINOR_UNIT_DECIMALS = 2;

/**
 * Minor units as a plain major-unit number for files (CSV): 123456789 → "1234567.89", -5 → "-0.05";
 * no grouping, no symbol, a point as decimal mark, exact (integer arithmetic, never a float).
 */
export function minorToPlain(minor: number, decimals = MINOR_UNIT_DECIMALS): string {
  const digits = String(Math.abs(Math.trunc(minor))).padStart(decimals + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return decimals === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
