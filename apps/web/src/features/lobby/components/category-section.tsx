// A category section of the home page (spec §2.3): title and a 'more' link to the category page;
// vendor-type categories show vendor tiles, the others game tiles in a carousel of 6 per view
// (fewer on narrow screens) and two rows, with arrows past 12 games. Empty sections are hidden.
import useEmblaCarousel from 'embla-carousel-react';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGameItem, TVendorCard } from '@pavilion/contracts/games';
import {
  CATEGORY_PATHS,
  VENDOR_TILE_CATEGORIES,
  type TGameCategory,
} from '@pavilion/contracts/games-constants';
import { useCategoryGames } from '../api/use-category-games';
import { useIdle } from '../hooks/use-idle';
import { useNearViewport } from '../hooks/use-near-viewport';
import type { TLaunchRequest } from '../lib/launch-target';
import { GameTile } from './game-tile';
import { VendorTile } from './vendor-tile';
import styles from './category-section.module.css';
import tiles from './tiles.module.css';

type TCategorySectionProps = {
  code: TGameCategory;
  vendors: TVendorCard[];
  onLaunch: (req: TLaunchRequest) => void;
};

const ARROWS_OVER = 12;

export function isVendorSection(code: TGameCategory): boolean {
  return (VENDOR_TILE_CATEGORIES as readonly TGameCategory[]).includes(code);
}

function pairs(games: TGameItem[]): TGameItem[][] {
  const out: TGameItem[][] = [];
  for (let i = 0; i < games.length; i += 2) {
    out.push(games.slice(i, i + 2));
  }
  return out;
}

const PENDING_COLUMNS = 6;

/**
 * The box of a section not yet near the screen or whose games are loading, the height of a loaded
 * one, so the sections below do not shift.
 */
function PendingSection({
  ref,
  code,
  columns = PENDING_COLUMNS,
}: {
  ref?: (el: HTMLElement | null) => void;
  code: TGameCategory;
  columns?: number;
}) {
  return (
    <section
      ref={ref}
      className={styles.section}
      aria-hidden="true"
      data-pending="true"
      data-testid={`section-${code}-pending`}
    >
      <div className={`${styles.header} ${styles.pendingHeader}`}>
        <span className={styles.title}>&nbsp;</span>
      </div>
      <div className={styles.viewport}>
        <div className={styles.container}>
          {Array.from({ length: columns }, (_, column) => (
            <div key={column} className={styles.slide}>
              {[0, 1].map((row) => (
                <div key={row} className={tiles.tile}>
                  <span className={`${tiles.face} ${styles.pendingFace}`}>
                    <span className={tiles.icon} />
                    <span className={tiles.name}>&nbsp;</span>
                  </span>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * A game section far below the fold is a placeholder of the same height until scrolled near: its
 * games are not fetched and its tiles not rendered, so the home page's first load costs the
 * sections on screen only. Vendor sections need no request and render at once.
 */
export function CategorySection(props: TCategorySectionProps) {
  const [placeholderRef, near] = useNearViewport<HTMLElement>('600px');
  if (near || isVendorSection(props.code)) {
    return <LoadedCategorySection {...props} />;
  }
  // one column of two tiles keeps the height of a loaded section with a fraction of its elements
  return <PendingSection ref={placeholderRef} code={props.code} columns={1} />;
}

function LoadedCategorySection({ code, vendors, onLaunch }: TCategorySectionProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const vendorSection = isVendorSection(code);
  // the answer arrives as a synchronous store update; deferring it renders the 24 tiles in a
  // background (time-sliced) render instead of one long task per section
  const query = useCategoryGames(code, !vendorSection);
  const data = useDeferredValue(query.data);
  const games = data?.content ?? [];
  // the carousel measures its slides (a forced layout) only once the section nears the screen and
  // the browser has been idle after its tiles rendered
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const idle = useIdle(games.length > 0);
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    active: near && idle,
  });
  if (!vendorSection && data === undefined && !query.isError) {
    return <PendingSection code={code} />;
  }
  if (vendorSection ? vendors.length === 0 : games.length === 0) {
    return null;
  }
  const title = t(`nav.${code}`);
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={id} data-testid={`section-${code}`}>
      <header className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <div className={styles.actions}>
          {!vendorSection && games.length > ARROWS_OVER ? (
            <>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => embla?.scrollPrev()}
                aria-label={t('scroller.prev', { title })}
              >
                ‹
              </button>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => embla?.scrollNext()}
                aria-label={t('scroller.next', { title })}
              >
                ›
              </button>
            </>
          ) : null}
          <Link
            className={styles.more}
            to={CATEGORY_PATHS[code]}
            aria-label={t('home.moreOf', { category: title })}
          >
            {t('home.more')}
          </Link>
        </div>
      </header>
      {vendorSection ? (
        <div className={styles.vendors} role="list">
          {vendors.map((vendor) => (
            <VendorTile key={vendor.vassalage} vendor={vendor} onLaunch={onLaunch} />
          ))}
        </div>
      ) : (
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.container} role="list">
            {pairs(games).map((column) => (
              <div key={column[0]?.nodeId} className={styles.slide} role="none">
                {column.map((game) => (
                  <GameTile key={game.nodeId} game={game} onLaunch={onLaunch} />
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
