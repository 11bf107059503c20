// The login captcha (spec §4, decision 019): shown up front when the server says this name (or
// mobile number) needs one from this IP, asked again as the name changes (debounced); also
// switched on by a failed login that says captchaRequired. Afterwards every failure loads a fresh
// image, since a captcha is single-use.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TCaptchaRequiredRequest } from '@pavilion/contracts/auth';
import { ApiError } from '@/shared/api/http';
import { useCaptcha } from '@/shared/ui/form/use-captcha';
import { fetchCaptchaRequired } from '../api/auth-api';

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'auth/captcha-check-failed']);
const ASK_AFTER_TYPING_MS = 300;

export function isCaptchaError(error: unknown): boolean {
  return error instanceof ApiError && CAPTCHA_CODES.has(error.code);
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** `initial` is who the form starts with (a remembered name); setIdentity follows the typing. */
export function useLoginCaptcha(initial: TCaptchaRequiredRequest = {}) {
  const [failedOnce, setFailedOnce] = useState(false);
  const [identity, setIdentity] = useState<TCaptchaRequiredRequest>(initial);
  const asked = useDebounced(identity, ASK_AFTER_TYPING_MS);
  const required = useQuery({
    queryKey: ['auth', 'login-captcha-required', asked],
    queryFn: () => fetchCaptchaRequired(asked),
    staleTime: 0,
    retry: false,
  });
  const on = failedOnce || required.data?.captchaRequired === true;
  const captcha = useCaptcha(on);
  const onFailure = (error: unknown) => {
    const wantsCaptcha =
      error instanceof ApiError && (error.captchaRequired === true || CAPTCHA_CODES.has(error.code));
    if (on) {
      captcha.reload();
    } else if (wantsCaptcha) {
      setFailedOnce(true);
    }
  };
  return { on, captcha, onFailure, setIdentity };
}
