// Mobile numbers as the server keeps them: dialing code with a leading '+', national digits
// only. Validation follows spec §5: the digit count depends on the region of the dialing code.
import type { TDb } from '@/db/database.ts';
import { checkMobileForRegion } from '@/modules/site/site.service.ts';
import { AppError } from '@/shared/app-error.ts';

export type TMobile = { dialingCode: string; mobile: string };

/** People paste numbers with spaces or dashes; those carry no meaning, so drop them. */
export function normaliseMobileDigits(mobile: string | undefined): string {
  return (mobile ?? '').trim().replace(/[\s-]/g, '');
}

export function normaliseDialingCode(dialingCode: string | undefined): string {
  const trimmed = (dialingCode ?? '').trim();
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/** Parses and validates a mobile number; throws the spec §8 phone codes. */
export async function parseMobile(
  db: TDb,
  dialingCode: string | undefined,
  mobile: string | undefined,
): Promise<TMobile> {
  const digits = normaliseMobileDigits(mobile);
  if (!digits) {
    throw new AppError('auth/missing-phone-number', { fields: { mobileNum: 'auth/missing-phone-number' } });
  }
  const dial = normaliseDialingCode(dialingCode);
  if (!/^\+[0-9]{1,4}$/.test(dial) || !(await checkMobileForRegion(db, dial, digits))) {
    throw new AppError('auth/invalid-phone-number', { fields: { mobileNum: 'auth/invalid-phone-number' } });
  }
  return { dialingCode: dial, mobile: digits };
}
