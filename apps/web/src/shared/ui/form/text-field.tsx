// A labelled text input with its per-field error; `addon` sits at the right edge of the input
// (a send-code button, a show/hide toggle). Works with react-hook-form's register().
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field';
import styles from './form.module.css';

export type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  addon?: ReactNode;
  /** Rendered before the input inside the same row (e.g. a dialing-code select). */
  leading?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  error,
  hint,
  required,
  addon,
  leading,
  ref,
  className,
  ...input
}: TTextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.row}>
          {leading}
          <div className={`${styles.inputWrap} ${invalid ? styles.invalid : ''}`}>
            <input
              {...input}
              ref={ref}
              id={id}
              className={`${styles.input} ${className ?? ''}`}
              aria-invalid={invalid || undefined}
              aria-required={required || undefined}
              aria-describedby={describedBy}
            />
            {addon}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
