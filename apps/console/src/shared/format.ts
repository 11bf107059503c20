// Money in integer minor units and ISO timestamps, in the console's language.
export function formatMoney(minor: number, lng: string): string {
  return (minor / 100).toLocaleString(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
