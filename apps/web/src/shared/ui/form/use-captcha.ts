// The image captcha (spec §4: switched on by a failed login; §5: refresh at most once per second).
// Loads GET /api/auth/captcha while `enabled`; refresh() is throttled.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CAPTCHA_REFRESH_MS } from '@pavilion/contracts/constants';
import { api } from '@/shared/api/http';
import { createThrottle } from './countdown';

type TCaptchaReply = { success: boolean; value: string; captchaId: string };
/** refresh: a user's click, at most once per second; reload: a new image after a failed attempt. */
export type TCaptcha = {
  src: string | null;
  captchaId: string | null;
  refresh: () => void;
  reload: () => void;
  failed: boolean;
};

function toSrc(value: string): string {
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
}

export function useCaptcha(enabled: boolean): TCaptcha {
  const [state, setState] = useState<{ src: string | null; captchaId: string | null; failed: boolean }>({
    src: null,
    captchaId: null,
    failed: false,
  });
  const [generation, setGeneration] = useState(0);
  const gate = useMemo(() => createThrottle(CAPTCHA_REFRESH_MS), []);

  useEffect(() => {
    if (!enabled) {
      return;
    }
    let cancelled = false;
    api<TCaptchaReply>('/auth/captcha')
      .then((reply) => {
        if (!cancelled) {
          setState({ src: toSrc(reply.value), captchaId: reply.captchaId, failed: !reply.success });
        }
      })
      .catch(() => {
        if (!cancelled) {
          setState((s) => ({ ...s, failed: true }));
        }
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, generation]);

  const refresh = useCallback(() => {
    if (gate()) {
      setGeneration((g) => g + 1);
    }
  }, [gate]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return { ...state, refresh, reload };
}
