// Rates travel as integer basis points (100 bp = 1 %); shown as a percentage in the language's digits.
import { numberLocale } from '@/shared/format/money';

export function formatRate(rateBp: number, language?: string): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(rateBp / 10_000);
}
