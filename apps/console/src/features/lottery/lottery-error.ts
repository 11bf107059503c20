// An API error on the lottery screens: the lottery's own words for its catalogue codes, else the
// console's shared error text.
import type { TFunction } from 'i18next';
import { errorText } from '@/shared/error-text';
import { ApiError } from '@/shared/http';

export function lotteryErrorText(t: TFunction, error: unknown): string {
  const fallback = errorText(t, error);
  return error instanceof ApiError
    ? t(`lotteryAdmin.error_${error.code}`, { defaultValue: fallback })
    : fallback;
}
