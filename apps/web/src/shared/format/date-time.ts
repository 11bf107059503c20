// Date-time display (spec §3, architecture: the UI shows local time as yyyy-MM-dd HH:mm:ss): the
// same numeric form in every language (decision 020), the one date formatter of the web. Local is
// the browser's zone unless a fixed offset is given (the agent centre shows its periods' zone).
function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `offsetMinutes`: minutes east of UTC to show the time in; absent: the browser's zone. */
export function formatDateTime(value: string | number | Date, offsetMinutes?: number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  if (offsetMinutes !== undefined) {
    const d = new Date(date.getTime() + offsetMinutes * 60_000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  }
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A fixed offset's name: UTC+7, UTC-9:30, UTC. */
export function utcOffsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) {
    return 'UTC';
  }
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${offsetMinutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}
