// One button per enabled identity provider in the login and registration dialogs (§2.6, issue
// 18). A click starts the provider's sign-in in this tab; the provider sends the user back to
// /auth/return. The invitation code of the URL travels with the start (spec §4 Registration).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '@/shared/errors/error-text';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { startIdentityLogin, useIdentityProviders } from '../api/identity-api';
import styles from './identity.module.css';

type TUiLocale = 'en' | 'zh' | 'km';

export function uiLocaleOf(language: string | undefined): TUiLocale | undefined {
  const base = (language ?? '').toLowerCase().split('-')[0];
  return base === 'en' || base === 'zh' || base === 'km' ? base : undefined;
}

export function ProviderButtons({ purpose }: { purpose: 'login' | 'register' }) {
  const { t, i18n } = useTranslation('auth');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const providers = useIdentityProviders();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!providers.data || providers.data.length === 0) {
    return null;
  }
  const affiliateCode = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();

  const start = async (slug: string) => {
    setBusy(slug);
    setError(null);
    try {
      const authorizationUrl = await startIdentityLogin({
        provider: slug,
        intent: 'login',
        ...(affiliateCode ? { affiliateCode } : {}),
        ...(uiLocaleOf(i18n.language) ? { uiLocale: uiLocaleOf(i18n.language) } : {}),
      });
      window.location.assign(authorizationUrl);
    } catch (e) {
      setError(errorText(e));
      setBusy(null);
    }
  };

  return (
    <div className={styles.providers} data-testid="identity-providers">
      <p className={styles.divider}>
        <span>{t('identity.or')}</span>
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {providers.data.map((p) => (
        <Button
          key={p.slug}
          variant="secondary"
          block
          busy={busy === p.slug}
          onClick={() => void start(p.slug)}
        >
          {p.iconUrl ? <img src={p.iconUrl} alt="" className={styles.icon} /> : null}
          {t(purpose === 'login' ? 'identity.loginWith' : 'identity.registerWith', { name: p.displayName })}
        </Button>
      ))}
    </div>
  );
}
