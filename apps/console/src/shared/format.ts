// Money in integer minor units and ISO timestamps, in the console's language. Money is the web's
// formatter (@pavilion/contracts/amount-format): two decimals and the language's grouping.
import { formatMinor } from '@pavilion/contracts/amount-format';

/** 123456789 → "1,234,567.89" in the console's language (no symbol: operators see many currencies). */
export function formatMoney(minor: number, lng: string): string {
  return formatMinor(minor, lng);
}

export function formatDateTime(iso: string | null | undefined, lng: string): string {
  if (!iso) {
    return '—';
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(lng, { dateStyle: 'short', timeStyle: 'short', hour12: false });
}
