// Shimmering placeholders while site content loads. The wrapper is one polite status region with
// a label, so a screen reader hears "loading" once rather than every box.
import type { ReactNode } from 'react';
import styles from './content-skeleton.module.css';

export function SkeletonBox({ className }: { className?: string }) {
  return <div className={className ? `${styles.box} ${className}` : styles.box} />;
}

export function ContentSkeleton({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={className}>
      {children}
    </div>
  );
}
