// The agent header's time zone label (spec §2.8): the browser's offset from UTC as GMT±hh:mm.

/** `offsetMinutes` is minutes east of UTC (the negation of Date#getTimezoneOffset). */
export function gmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hours}:${minutes}`;
}

export function browserGmtOffset(date = new Date()): string {
  return gmtOffset(-date.getTimezoneOffset());
}
