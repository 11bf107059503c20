// Cash-out on a single (decision 047): the member sells the bet back at the current price, less a
// margin. value = floor(stake × placed / current × (1 − margin)), 0 once the leg has lost. Current
// odds are above 1.000, so the value stays below what the bet returns on a win. Not offered (null)
// when the market has no price now (suspended, closed) or the leg is already settled otherwise —
// settlement pays those.
import type { TLegOutcome } from './catalogue.ts';

export type TCashOutInput = {
  /** stake in minor units */
  stake: number;
  placedOdds1000: number;
  /** the selection's price now; null when the market is suspended or closed */
  currentOdds1000: number | null;
  /** the cash-out margin in basis points (500 = 5 %) */
  marginBp: number;
  /** the leg's outcome once settled, null while open */
  outcome?: TLegOutcome | null | undefined;
};

/** The cash-out amount in minor units, or null when cash-out is not offered now. */
export function cashOutValue(input: TCashOutInput): number | null {
  const { stake, placedOdds1000, currentOdds1000, marginBp, outcome } = input;
  if (outcome === 'lose') {
    return 0;
  }
  if ((outcome !== null && outcome !== undefined) || currentOdds1000 === null || currentOdds1000 <= 1000) {
    return null;
  }
  const keep = BigInt(10_000 - Math.min(10_000, Math.max(0, marginBp)));
  return Number((BigInt(stake) * BigInt(placedOdds1000) * keep) / (BigInt(currentOdds1000) * 10_000n));
}
