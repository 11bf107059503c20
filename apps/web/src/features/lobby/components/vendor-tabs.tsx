// Vendor tabs of a game list centre: All, then each vendor of the category (pressed = shown).
import { useTranslation } from 'react-i18next';
import type { TVendorCard } from '@pavilion/contracts/games';
import styles from './game-filters.module.css';

type TVendorTabsProps = {
  vendors: TVendorCard[];
  value: string | null;
  onChange: (vendor: string | null) => void;
};

export function VendorTabs({ vendors, value, onChange }: TVendorTabsProps) {
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.tabs} role="group" aria-label={t('list.vendors')} data-testid="vendor-tabs">
      <button
        type="button"
        className={styles.tab}
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        {t('list.allVendors')}
      </button>
      {vendors.map((v) => (
        <button
          key={v.vassalage}
          type="button"
          className={styles.tab}
          aria-pressed={value === v.vassalage}
          onClick={() => onChange(v.vassalage)}
          data-vendor={v.vassalage}
        >
          {v.displayName}
        </button>
      ))}
    </div>
  );
}
