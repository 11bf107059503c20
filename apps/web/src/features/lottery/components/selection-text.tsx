// The picks of a bet written out: rows separated by "|", options translated, empty rows as "–".
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

export function SelectionText({ selection }: { selection: readonly (readonly string[])[] }) {
  const { t } = useTranslation('lottery');
  const text = selection
    .map((row) =>
      row.length === 0
        ? '–'
        : row.map((token) => (/^[a-z]+$/.test(token) ? t(`option.${token}`) : token)).join(' '),
    )
    .join(' | ');
  return <span className={styles.selection}>{text}</span>;
}
