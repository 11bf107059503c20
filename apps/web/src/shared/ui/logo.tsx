// The Pavilion mark and word mark (the same shape as the favicon), drawn inline.
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
        <path d="M12 40 32 14l20 26z" fill="url(#pv-logo-gold)" />
        <rect x="16" y="40" width="32" height="10" rx="2" fill="url(#pv-logo-gold)" />
      </svg>
      {compact ? null : <span className={styles.word}>Pavilion</span>}
    </span>
  );
}
