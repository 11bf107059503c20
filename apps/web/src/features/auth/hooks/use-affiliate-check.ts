// Spec §4 Registration: an invitation code in the URL (?affiliateCode= or ?code=) is checked
// first through the affiliate call; a valid one pre-fills the form, an invalid one shows the
// invitation-code error and the code input so the visitor can correct it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/http';
import { checkAffiliate } from '../api/auth-api';
import { apiErrorText } from '../model/error-text';

export type TAffiliateState = {
  code: string;
  status: 'none' | 'checking' | 'valid' | 'invalid';
  agentNickname?: string;
};

export function useAffiliateCheck() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const urlCode = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const [state, setState] = useState<TAffiliateState>({
    code: urlCode,
    status: urlCode ? 'checking' : 'none',
  });
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (!urlCode) {
      return;
    }
    let cancelled = false;
    checkAffiliate(urlCode, window.location.hostname)
      .then((reply) => {
        if (!cancelled) {
          setState({ code: urlCode, status: 'valid', agentNickname: reply.agentNickname });
        }
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          setState({ code: urlCode, status: 'invalid' });
          setWarning(
            error instanceof ApiError ? apiErrorText(t, error) : t('errors:code.INVALID_INVITATION_CODE'),
          );
        }
      });
    return () => {
      cancelled = true;
    };
  }, [urlCode, t]);

  /** The server refused the code at submit time: show the input and the warning. */
  const markInvalid = (message: string) => {
    setState((s) => ({ ...s, status: 'invalid' }));
    setWarning(message);
  };

  return { state, warning, dismissWarning: () => setWarning(null), markInvalid };
}
