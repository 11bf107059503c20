// Notice marquee of the home page (spec §2.3): player notice titles scrolling by; a click opens
// the notice modal at that notice. Pauses on hover and focus; still under reduced motion.
import { useTranslation } from 'react-i18next';
import type { TNotice } from '@pavilion/contracts/content';
import { useModalStore } from '@/shared/ui/modal-store';
import styles from './notice-marquee.module.css';

const SECONDS_PER_CHAR = 0.22;

export function NoticeMarquee({ notices }: { notices: TNotice[] }) {
  const { t } = useTranslation('lobby');
  const openModal = useModalStore((s) => s.open);
  if (notices.length === 0) {
    return null;
  }
  const chars = notices.reduce((n, notice) => n + notice.title.length, 0);
  return (
    <section className={styles.marquee} aria-label={t('notice.marquee')} data-testid="notice-marquee">
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M3 10v4h4l5 4V6L7 10H3Zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4Z"
          fill="currentColor"
        />
      </svg>
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={{ animationDuration: `${Math.max(18, chars * SECONDS_PER_CHAR)}s` }}
        >
          {[false, true].map((copy) => (
            <ul key={String(copy)} className={styles.run} aria-hidden={copy || undefined}>
              {notices.map((notice, index) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    className={styles.item}
                    tabIndex={copy ? -1 : undefined}
                    onClick={() => openModal('notice', { index })}
                  >
                    {notice.title}
                  </button>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
