// How the lottery screens write odds and draws: odds are integer thousandths of the gross return
// (1960 = 1.960 × the stake back), a draw is its numbers or, for VN/SEA, its prize tiers.
import type { TLotteryDraw } from '@pavilion/contracts/lottery';

export function formatOdds(thousandths: number, lng: string): string {
  return (thousandths / 1000).toLocaleString(lng, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}

/** "1.960" → 1960; null when the text is not a non-negative number with at most three decimals. */
export function parseOdds(text: string): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : null;
}

export function drawText(draw: TLotteryDraw | null): string {
  if (!draw) {
    return '—';
  }
  if (draw.numbers.length > 0) {
    return draw.numbers.join(' ');
  }
  const first = draw.tiers[0];
  return first ? `${first.tier}: ${first.values.join(' ')} (+${draw.tiers.length - 1})` : '—';
}
