// An API error in the operator's language: the catalogue code's own text when the console has
// one, else a generic line that still names the code.
import type { TFunction } from 'i18next';
import { ApiError } from './http';

export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
  return t(`errors.${code}`, { defaultValue: t('errors.generic', { code }) });
}
