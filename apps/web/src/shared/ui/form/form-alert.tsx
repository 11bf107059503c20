// A form-level message (a failed submit, a lockout, a success note), announced to screen readers.
import type { ReactNode } from 'react';
import styles from './form.module.css';

export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${styles[`alert_${tone}`]}`}
    >
      {children}
    </div>
  );
}
