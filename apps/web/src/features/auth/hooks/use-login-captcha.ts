// The login captcha (spec §4): off until a failed login says captchaRequired (or the server
// asks for one); afterwards every failure loads a fresh image, since a captcha is single-use.
import { useState } from 'react';
import { ApiError } from '@/shared/api/http';
import { useCaptcha } from '@/shared/ui/form/use-captcha';

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'auth/captcha-check-failed']);

export function isCaptchaError(error: unknown): boolean {
  return error instanceof ApiError && CAPTCHA_CODES.has(error.code);
}

export function useLoginCaptcha() {
  const [on, setOn] = useState(false);
  const captcha = useCaptcha(on);
  const onFailure = (error: unknown) => {
    const wantsCaptcha =
      error instanceof ApiError && (error.captchaRequired === true || CAPTCHA_CODES.has(error.code));
    if (on) {
      captcha.reload();
    } else if (wantsCaptcha) {
      setOn(true);
    }
  };
  return { on, captcha, onFailure };
}
