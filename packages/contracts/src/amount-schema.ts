// The one money schema: an amount in integer minor units (1 = 0.01), a safe integer, never negative,
// positive where the field is a stake, a deposit or a price, and capped where the field says so.
// Every contract's amount field is built here (issue 25: seven local schemas could disagree).
import { z } from 'zod';

/** The cap of a field that names none: the largest amount that stays exact in a double. */
export const MAX_MINOR_UNITS = Number.MAX_SAFE_INTEGER;

type TMinorUnitsOptions = {
  /** refuse 0 (a stake, a deposit, a price); 0 is accepted by default */
  positive?: boolean;
  /** the field's own cap, in minor units */
  max?: number;
};

/** An amount in minor units: z.number().int() within [0 or 1, max], a safe integer. */
export function minorUnitsSchema({ positive = false, max = MAX_MINOR_UNITS }: TMinorUnitsOptions = {}) {
  return z
    .number()
    .int()
    .min(positive ? 1 : 0)
    .max(Math.min(max, MAX_MINOR_UNITS));
}

/** Any non-negative amount (a balance shown to a member, a total). */
export const ZMinorUnitsSchema = minorUnitsSchema();
/** Any amount above zero. */
export const ZPositiveMinorUnitsSchema = minorUnitsSchema({ positive: true });
