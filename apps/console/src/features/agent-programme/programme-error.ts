// An API error on the agent programme's screens: the programme's own words for its catalogue codes
// (contracts, settlement periods), else the console's shared error text.
import type { TFunction } from 'i18next';
import { errorText } from '@/shared/error-text';
import { ApiError } from '@/shared/http';

export function programmeErrorText(t: TFunction, error: unknown): string {
  const fallback = errorText(t, error);
  return error instanceof ApiError
    ? t(`agentProgramme.error_${error.code}`, { defaultValue: fallback })
    : fallback;
}
