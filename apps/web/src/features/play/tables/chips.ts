// Chip denominations of a table, derived from the engine's stake limits: multiples of the minimum
// bet (so every chip is a valid stake on its own, and niuniu's 20-unit minimum keeps the 5%
// commission whole), never above the maximum. Labels are compact major units for the chip face.

const CHIP_MULTIPLES = [1, 5, 10, 50, 100, 500] as const;

export function chipValues(minBet: number, maxBet: number): number[] {
  if (!Number.isSafeInteger(minBet) || minBet <= 0 || maxBet < minBet) {
    return [];
  }
  const values = CHIP_MULTIPLES.map((m) => m * minBet).filter((v) => v <= maxBet);
  // A narrow range still offers its top stake as a chip.
  if (values.length < CHIP_MULTIPLES.length && values[values.length - 1] !== maxBet) {
    values.push(maxBet);
  }
  return values;
}

/** Short chip face text in major units: 10 → "0.1", 500 → "5", 100000 → "1K", 250000 → "2.5K". */
export function chipLabel(minor: number): string {
  const trim = (text: string) => text.replace(/\.?0+$/, '');
  if (minor >= 100_000_000) {
    return `${trim((minor / 100_000_000).toFixed(2))}M`;
  }
  if (minor >= 100_000) {
    return `${trim((minor / 100_000).toFixed(2))}K`;
  }
  return minor % 100 === 0 ? String(minor / 100) : trim((minor / 100).toFixed(2));
}
