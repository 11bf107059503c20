// Vendor tile (spec §3 vendor card): the vendor's image with its code, name and kind; a click
// launches the vendor (game centres) or opens its game list (list categories); a vendor of a
// vertical that is not open yet says "Coming soon" and opens that screen (decision 021).
import { useTranslation } from 'react-i18next';
import type { TVendorCard } from '@pavilion/contracts/games';
import { comingSoonVerticalOf } from '@pavilion/contracts/games-constants';
import type { TLaunchRequest } from '../lib/launch-target';
import { LazyImage } from './lazy-image';
import styles from './tiles.module.css';

/** listItem: the tile is an item of the surrounding role=list (false when wrapped in an <li>). */
type TVendorTileProps = { vendor: TVendorCard; onLaunch: (req: TLaunchRequest) => void; listItem?: boolean };

export function VendorTile({ vendor, onLaunch, listItem = true }: TVendorTileProps) {
  const { t } = useTranslation('lobby');
  // lotteries open the lottery vendor's own pages (comingSoonVerticalOf)
  const notOpen = comingSoonVerticalOf(vendor) !== null;
  return (
    <div className={styles.tile} role={listItem ? 'listitem' : undefined} data-testid="vendor-tile">
      <button
        type="button"
        className={styles.face}
        onClick={() =>
          onLaunch({
            vendor: vendor.vassalage,
            gameType: vendor.gameType,
            isVendorLaunch: vendor.isVendorLaunch,
          })
        }
        aria-label={t('tile.openVendorCard', { vendor: vendor.displayName })}
      >
        <LazyImage className={styles.vendorIcon} src={vendor.iconUrl} alt="" />
        {vendor.maintenance ? <span className={styles.badge}>{t('tile.maintenance')}</span> : null}
        <span className={styles.name}>{vendor.displayName}</span>
      </button>
      <button
        type="button"
        className={styles.play}
        onClick={() =>
          onLaunch({
            vendor: vendor.vassalage,
            gameType: vendor.gameType,
            isVendorLaunch: vendor.isVendorLaunch,
          })
        }
        aria-label={t(notOpen ? 'tile.comingSoonNamed' : 'tile.playNamed', { name: vendor.displayName })}
      >
        {notOpen ? t('tile.comingSoon') : t('tile.playNow')}
      </button>
    </div>
  );
}
