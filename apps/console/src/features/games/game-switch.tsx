// An on/off flag of the games screens: a switch button for games.write, a word otherwise.
import { useTranslation } from 'react-i18next';

type TGameSwitchProps = {
  on: boolean;
  label: string;
  canWrite: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
};

export function GameSwitch({ on, label, canWrite, busy, onChange }: TGameSwitchProps) {
  const { t } = useTranslation();
  if (!canWrite) {
    return <span>{on ? t('games.on') : t('games.off')}</span>;
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      className={on ? 'btn btn-small btn-primary' : 'btn btn-small'}
      disabled={busy}
      onClick={() => onChange(!on)}
    >
      {on ? t('games.on') : t('games.off')}
    </button>
  );
}
