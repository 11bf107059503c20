// Odds as a member reads them, from the integer thousandths we carry (decimal 1.950 → 1950):
// decimal (1.95), Hong Kong (the net win per unit, 0.95), Malay (HK up to 1.00, above that
// −1 / HK, so 2.50 reads −0.67) and Indonesian (HK from 1.00 up with a "+", below that −1 / HK, so
// 1.95 reads −1.05). Rounding is half away from zero on the exact rational, never on a binary float.
import type { TOddsFormat } from './catalogue.ts';

/** `num / den` (both ≥ 0 integers) with `decimals` places, rounded half up. */
function fixed(num: number, den: number, decimals: number): string {
  const scale = 10 ** decimals;
  const scaled = Math.floor((2 * num * scale + den) / (2 * den));
  const whole = Math.floor(scaled / scale);
  const frac = String(scaled % scale).padStart(decimals, '0');
  return decimals > 0 ? `${whole}.${frac}` : String(whole);
}

/**
 * The places odds are shown at by default: the places they are priced at (issue 25). Odds in
 * hundredths (1.950) read with two, odds with a third place (1.955) with three, so decimal and HK
 * odds read exactly what a ticket is priced with (potentialReturn multiplies the thousandths): a
 * slip's shown odds multiply to its potential return per unit staked, as a member checks it.
 */
export function oddsDecimals(odds1000: number): 2 | 3 {
  return odds1000 % 10 === 0 ? 2 : 3;
}

/**
 * The odds in a member's format, e.g. formatOdds(1950, 'indo') === '-1.05'. Unless told, the
 * places are the ones the odds are priced at (oddsDecimals) wherever the format shows them exactly
 * (decimal, HK, and Malay and Indonesian on their HK side); their −1 / HK side is a rounded
 * reciprocal whatever the places, and reads at two.
 */
export function formatOdds(odds1000: number, format: TOddsFormat, decimals?: number): string {
  const net = odds1000 - 1000;
  const exact = decimals ?? oddsDecimals(odds1000);
  const reciprocal = decimals ?? 2;
  switch (format) {
    case 'decimal':
      return fixed(odds1000, 1000, exact);
    case 'hk':
      return fixed(net, 1000, exact);
    case 'malay':
      return net <= 1000 ? fixed(net, 1000, exact) : `-${fixed(1000, net, reciprocal)}`;
    case 'indo':
      return net >= 1000 ? `+${fixed(net, 1000, exact)}` : `-${fixed(1000, net, reciprocal)}`;
  }
}

/** The inverse of formatOdds to the nearest thousandth; null when the text is not odds of that format. */
export function parseOdds(text: string, format: TOddsFormat): number | null {
  if (!/^[+-]?\d+(\.\d+)?$/.test(text.trim())) {
    return null;
  }
  const value = Number(text);
  let decimal: number;
  if (format === 'decimal') {
    decimal = value;
  } else if (value > 0) {
    decimal = 1 + value;
  } else if (value < 0 && (format === 'malay' || format === 'indo')) {
    decimal = 1 + 1 / -value;
  } else {
    return null;
  }
  const odds1000 = Math.round(decimal * 1000);
  return odds1000 > 1000 && Number.isFinite(odds1000) ? odds1000 : null;
}
