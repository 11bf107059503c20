// Lazy image of spec §9: loads once a tenth of it is on screen (IntersectionObserver, threshold
// 0.1), retries once, then falls back to the default game icon (spec §3).
import { useEffect, useRef, useState } from 'react';
import defaultGameIcon from '../assets/default-game.svg';
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
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
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
