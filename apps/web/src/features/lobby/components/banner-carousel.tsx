// Banner carousel of the home page (spec §2.3, §9): group w_home, autoplay every 5000 ms with a
// slow (~1 s) slide, looping only when there is more than one banner. A manual move restarts the
// 5 s wait; autoplay pauses while the pointer or focus is on the carousel.
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBanner } from '@pavilion/contracts/content';
import { useBannerAction } from '../hooks/use-banner-action';
import { useIdle } from '../hooks/use-idle';
import styles from './banner-carousel.module.css';

const AUTOPLAY_MS = 5000;
/** Embla's duration unit is not ms; 40 gives a transition of about one second. */
const SLIDE_DURATION = 40;

export function BannerCarousel({ banners }: { banners: TBanner[] }) {
  const { t } = useTranslation('lobby');
  const loop = banners.length > 1;
  // the carousel starts (and measures its slides, a forced layout) once the browser is idle after
  // the first renders, not inside them; until then the first banner simply shows
  const started = useIdle();
  const [viewportRef, embla] = useEmblaCarousel({ loop, duration: SLIDE_DURATION, active: loop && started });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const onBanner = useBannerAction();

  useEffect(() => {
    if (!embla) {
      return;
    }
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !loop || paused) {
      return;
    }
    const id = setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [embla, loop, paused, selected]);

  const go = useCallback((i: number) => embla?.scrollTo(i), [embla]);

  if (banners.length === 0) {
    return null;
  }
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      data-testid="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slide', { n: i + 1, total: banners.length })}
            >
              <button
                type="button"
                className={styles.banner}
                onClick={() => onBanner(banner)}
                aria-label={banner.title}
                tabIndex={i === selected ? 0 : -1}
              >
                <img
                  className={styles.image}
                  src={banner.url}
                  alt={banner.title}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  draggable={false}
                />
                {banner.art && (
                  // the site's own artwork: its words in the page's fonts (readable in zh and km on
                  // any device), laid out as the SVG drew them; the image's alt already names it
                  <span className={styles.words} aria-hidden="true">
                    <span
                      className={
                        banner.art.title.length > 24 ? `${styles.title} ${styles.long}` : styles.title
                      }
                    >
                      {banner.art.title}
                    </span>
                    <span className={styles.subtitle}>{banner.art.subtitle}</span>
                    <span className={styles.cta}>{banner.art.cta}</span>
                  </span>
                )}
              </button>
            </div>
          ))}
        </div>
      </div>
      {loop ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => embla?.scrollPrev()}
            aria-label={t('banner.prev')}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => embla?.scrollNext()}
            aria-label={t('banner.next')}
          >
            ›
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-current={i === selected ? 'true' : undefined}
                aria-label={t('banner.goTo', { n: i + 1 })}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
