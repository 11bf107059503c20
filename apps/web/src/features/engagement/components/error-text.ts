// The translated message of a failed protection call: its catalogue code when this bundle knows it.
import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/api/http';

const KNOWN = new Set([
  'DEPOSIT_LIMIT_EXCEEDED',
  'SELF_EXCLUDED',
  'VALIDATION_FAILED',
  'REAL_ACCOUNT_REQUIRED',
]);

export function errorText(t: TFunction<'engagement'>, error: unknown): string {
  return error instanceof ApiError && KNOWN.has(error.code) ? t(`errors.${error.code}`) : t('errors.generic');
}
