// A send-code button's behaviour (spec §4, §5): one request per second at most, then a countdown
// of 60 s × the expiry minutes the server returned (or the third-party service's minute); a
// failed request shows the server's message in a warning dialog (spec §8 handling) and, when the
// server said how long to wait, keeps the button disabled for that long.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSendCodeResult } from '@pavilion/contracts/auth';
import { LOGIN_CODE_THROTTLE_MS, resendCountdownSeconds } from '@pavilion/contracts/constants';
import { ApiError } from '@/shared/api/http';
import { usePermission } from '@/shared/site/use-permission';
import { createThrottle } from '@/shared/ui/form/countdown';
import { useCountdown } from '@/shared/ui/form/use-countdown';
import { apiErrorText } from '../model/error-text';

export function useSendCode() {
  const { t } = useTranslation(['auth', 'errors']);
  const { remaining, start } = useCountdown();
  const thirdParty = usePermission().data?.register.thirdPartyPhone ?? false;
  const gate = useMemo(() => createThrottle(LOGIN_CODE_THROTTLE_MS), []);
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [sent, setSent] = useState<TSendCodeResult | null>(null);

  const send = async (request: () => Promise<TSendCodeResult>): Promise<boolean> => {
    if (busy || remaining > 0 || !gate()) {
      return false;
    }
    setBusy(true);
    try {
      const result = await request();
      setSent(result);
      start(resendCountdownSeconds(result.expiredMinutes, thirdParty));
      return true;
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, { code: 'UNKNOWN_ERROR', message: '' });
      setWarning(apiErrorText(t, e));
      if (e.retryAfterSeconds) {
        start(e.retryAfterSeconds);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  // `thirdParty`: the site verifies phones with a third-party service (phone/phone-service.ts)
  return { remaining, busy, sent, warning, dismissWarning: () => setWarning(null), send, thirdParty };
}
