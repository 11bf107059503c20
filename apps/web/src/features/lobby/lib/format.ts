// Display formatting of the lobby: money from minor units (2 decimals, thousands separators,
// spec §9) and notice times as yyyy-MM-dd HH:mm:ss in local time (spec §3).
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(minor: number, symbol = ''): string {
  return `${symbol}${money.format(minor / 100)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
