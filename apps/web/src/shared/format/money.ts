// Money display (spec §9): amounts travel as integer minor units (1 = 0.01) and are shown with
// two decimals and thousands separators, prefixed by the merchant's currency symbol.
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMinor(minor: number): string {
  return formatter.format(minor / 100);
}

export function formatMoney(minor: number, currencySymbol: string): string {
  const text = formatMinor(Math.abs(minor));
  return `${minor < 0 ? '-' : ''}${currencySymbol}${text}`;
}
