// The language picker (spec §1, §9): every label of LANGUAGES, the supported ones selectable and
// the rest disabled. Changing language persists lang/hisLang and refetches language-dependent data.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/shared/i18n/i18n';
import { LANGUAGES, SUPPORTED_I18N, type TSupportedLanguage } from '@/shared/i18n/languages';
import { Icon } from '@/shared/ui/icon';
import styles from './language-select.module.css';

function isSupported(value: string): value is TSupportedLanguage {
  return (SUPPORTED_I18N as readonly string[]).includes(value);
}

export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  const queryClient = useQueryClient();

  const onChange = async (value: string) => {
    if (!isSupported(value)) {
      return;
    }
    await changeLanguage(value);
    // the site configuration does not depend on the language; everything else may
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'permission' });
  };

  return (
    <label className={styles.wrap}>
      <Icon name="globe" size={18} />
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        className={styles.select}
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(e) => void onChange(e.target.value)}
      >
        {LANGUAGES.map((lang) =>
          lang.i18n ? (
            <option key={lang.code} value={lang.i18n}>
              {lang.label}
            </option>
          ) : (
            <option key={lang.code} value={lang.code} disabled>
              {t('language.comingSoon', { label: lang.label })}
            </option>
          ),
        )}
      </select>
      <Icon name="chevronDown" size={16} className={styles.chevron} />
    </label>
  );
}
