// Money display in the member's language (decision 020): the shared formatter of
// @pavilion/contracts/amount-format, given i18next's current language unless a language is passed
// (components re-render on a language change through useTranslation).
import i18n from 'i18next';
import * as shared from '@pavilion/contracts/amount-format';

export const numberLocale = (language: string | undefined = i18n.language) => shared.numberLocale(language);

/** 123456789 → "1,234,567.89" (no symbol). */
export const formatMinor = (minor: number, language: string | undefined = i18n.language) =>
  shared.formatMinor(minor, language);

/** 100000, "$" → "$1,000.00"; the symbol after the amount in Khmer. */
export const formatMoney = (
  minor: number,
  currencySymbol: string,
  language: string | undefined = i18n.language,
) => shared.formatMoney(minor, currencySymbol, language);

/** A count with the language's grouping: 12345 → "12,345". */
export const formatCount = (value: number, language: string | undefined = i18n.language) =>
  shared.formatCount(value, language);
