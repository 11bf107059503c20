// A password input with a show/hide toggle. The toggle's accessible names come from the caller,
// since this kit has no strings of its own.
import { useState } from 'react';
import { TextField, type TTextFieldProps } from './text-field';
import styles from './form.module.css';

type TPasswordFieldProps = Omit<TTextFieldProps, 'type' | 'addon'> & { showLabel: string; hideLabel: string };

export function PasswordField({ showLabel, hideLabel, ...props }: TPasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
            />
            {visible ? <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" /> : null}
          </svg>
        </button>
      }
    />
  );
}
