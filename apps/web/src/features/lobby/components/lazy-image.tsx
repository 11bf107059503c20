// Lazy image of spec §9: loads once a tenth of it is on screen (one shared IntersectionObserver,
// threshold 0.1: lib/visibility-watch.ts), retries once, then falls back to the default game icon
// (spec §3).
import { useEffect, useRef, useState } from 'react';
import defaultGameIcon from '../assets/default-game.svg';
import { watchVisibility } from '../lib/visibility-watch';
import styles from './lazy-image.module.css';

type TLazyImageProps = { src: string; alt: string; className?: string };

const MAX_ATTEMPT = 2;

function retryUrl(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}retry=1`;
}

export function LazyImage({ src, alt, className }: TLazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(false);
  const [attempt, setAttempt] = useState({ src, n: 0 });
  const n = attempt.src === src ? attempt.n : 0;

  useEffect(() => {
    const el = ref.current;
    if (!el || visible) {
      return;
    }
    return watchVisibility(el, () => setVisible(true));
  }, [visible]);

  const current = !visible ? undefined : n === 0 ? src : n === 1 ? retryUrl(src) : defaultGameIcon;
  return (
    <img
      ref={ref}
      className={className ? `${styles.img} ${className}` : styles.img}
      src={current}
      alt={alt}
      decoding="async"
      draggable={false}
      onError={() => setAttempt({ src, n: Math.min(n + 1, MAX_ATTEMPT) })}
    />
  );
}
