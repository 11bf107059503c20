// Local date-time display (spec §3, architecture: the UI shows local time as yyyy-MM-dd HH:mm:ss):
// the same numeric form in every language (decision 020), the one date formatter of the web.
function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
