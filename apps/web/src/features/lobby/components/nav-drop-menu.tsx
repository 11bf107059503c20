// The vendor drop menu of one game type (spec §2.2); over 10 vendors it takes the large layout.
import { useTranslation } from 'react-i18next';
import type { TVendorCard } from '@pavilion/contracts/games';
import { isLargeDropMenu } from '../lib/nav-items';
import { LazyImage } from './lazy-image';
import styles from './top-nav.module.css';

type TNavDropMenuProps = { title: string; vendors: TVendorCard[]; onPick: (vendor: TVendorCard) => void };

export function NavDropMenu({ title, vendors, onPick }: TNavDropMenuProps) {
  const { t } = useTranslation('lobby');
  const large = isLargeDropMenu(vendors.length);
  return (
    <div
      className={large ? `${styles.drop} ${styles.dropLarge}` : styles.drop}
      role="group"
      aria-label={t('nav.vendorsOf', { category: title })}
      data-testid="nav-drop-menu"
      data-layout={large ? 'large' : 'normal'}
    >
      <ul className={styles.dropList}>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button type="button" className={styles.vendor} onClick={() => onPick(vendor)}>
              <LazyImage className={styles.vendorImage} src={vendor.iconUrl} alt="" />
              <span className={styles.vendorName}>{vendor.displayName}</span>
              {vendor.maintenance ? (
                <span className={styles.vendorMaint}>{t('tile.maintenance')}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
