// The Pavilion mark and word mark, drawn inline: the drawing of public/favicon.svg, the source of
// every icon (installable-assets.test.ts holds the two equal).
import styles from './logo.module.css';

type TLogoProps = { compact?: boolean; size?: number };

export function Logo({ compact = false, size = 34 }: TLogoProps) {
  return (
    <span className={styles.logo}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="pv-logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd36b" />
            <stop offset="1" stopColor="#e09b1c" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="#0f172a" />
        <g fill="url(#pv-logo-gold)">
          <circle cx="32" cy="10" r="3" />
          <path d="M4 24c10 1 20-4 28-11 8 7 18 12 28 11l-5 7H9z" />
          <rect x="15" y="33" width="34" height="3" rx="1" />
          <rect x="17" y="36" width="6" height="13" />
          <rect x="41" y="36" width="6" height="13" />
          <rect x="10" y="49" width="44" height="6" rx="2" />
        </g>
      </svg>
      {compact ? null : <span className={styles.word}>Pavilion</span>}
    </span>
  );
}
