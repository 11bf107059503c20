// The API language code (EN, CN, KM) of the current interface language; every lobby and content
// call passes it and its query key includes it, so a language change refetches in the new language.
import { useTranslation } from 'react-i18next';
import { apiLanguage } from '@/shared/i18n/languages';

export type TApiLanguage = ReturnType<typeof apiLanguage>;

export function useApiLanguage(): TApiLanguage {
  const { i18n } = useTranslation();
  return apiLanguage(i18n.language);
}
