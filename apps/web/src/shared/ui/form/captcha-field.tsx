// Captcha input with its image beside it; clicking the image asks for a new one.
import type { Ref } from 'react';
import { TextField, type TTextFieldProps } from './text-field';
import styles from './form.module.css';
import type { TCaptcha } from './use-captcha';

type TCaptchaFieldProps = Omit<TTextFieldProps, 'addon'> & {
  captcha: TCaptcha;
  refreshLabel: string;
  ref?: Ref<HTMLInputElement>;
};

export function CaptchaField({ captcha, refreshLabel, ...props }: TCaptchaFieldProps) {
  return (
    <TextField
      {...props}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={captcha.refresh}
          title={refreshLabel}
          aria-label={refreshLabel}
        >
          {captcha.src ? (
            <img src={captcha.src} alt="" className={styles.captchaImage} />
          ) : (
            <span className={styles.captchaPlaceholder}>…</span>
          )}
        </button>
      }
    />
  );
}
