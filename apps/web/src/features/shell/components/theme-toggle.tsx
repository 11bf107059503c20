// Dark/light switch (spec §1); the choice is persisted by shared/theme.
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/shared/theme/theme';
import { Icon } from '@/shared/ui/icon';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const theme = useTheme((s) => s.theme);
  const setTheme = useTheme((s) => s.setTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-icon"
      aria-label={next === 'light' ? t('theme.toLight') : t('theme.toDark')}
      title={next === 'light' ? t('theme.toLight') : t('theme.toDark')}
      onClick={() => setTheme(next)}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
