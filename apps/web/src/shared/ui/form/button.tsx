// Buttons of the form kit: primary (the one main action), secondary, and link-styled.
import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './form.module.css';

type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'link';
  block?: boolean;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  block,
  busy,
  className,
  disabled,
  type = 'button',
  ref,
  children,
  ...rest
}: TButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${styles.button} ${styles[variant]} ${block ? styles.block : ''} ${className ?? ''}`}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
