// The security centre's linked identity providers (issue 18): link a provider (a sign-in at the
// provider, back through /auth/return) or unlink one; the server refuses to unlink the account's
// only way to log in, and the block says why.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Icon } from '@/shared/ui/icon';
import { QueryState } from '@/shared/ui/query-state';
import { fetchMyIdentities, startIdentityLogin, unlinkIdentity } from '../api/identity-api';
import { uiLocaleOf } from './provider-buttons';
import styles from './identity.module.css';

export function IdentityLinks() {
  const { t, i18n } = useTranslation('auth');
  const errorText = useErrorText();
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const key = ['identity', 'me', token];
  const identities = useQuery({ queryKey: key, queryFn: fetchMyIdentities, enabled: !!token });
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const unlink = useMutation({
    mutationFn: unlinkIdentity,
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onError: (e) => setError(errorText(e)),
  });

  const link = async (slug: string) => {
    setError(null);
    setStarting(slug);
    try {
      const locale = uiLocaleOf(i18n.language);
      const authorizationUrl = await startIdentityLogin({
        provider: slug,
        intent: 'link',
        ...(locale ? { uiLocale: locale } : {}),
      });
      window.location.assign(authorizationUrl);
    } catch (e) {
      setError(errorText(e));
      setStarting(null);
    }
  };

  const data = identities.data;
  if (data && data.linked.length === 0 && data.available.length === 0) {
    return null; // no provider is enabled on this site
  }
  return (
    <section className={styles.section} aria-labelledby="identity-links-title" data-testid="identity-links">
      <h3 id="identity-links-title" className={styles.sectionTitle}>
        <Icon name="user" size={18} />
        {t('identity.linksTitle')}
      </h3>
      <p className={styles.muted}>{t('identity.linksText')}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {identities.isPending ? (
        <QueryState state="loading" />
      ) : identities.error || !data ? (
        <QueryState
          state="error"
          message={errorText(identities.error)}
          onRetry={() => void identities.refetch()}
        />
      ) : (
        <>
          {data.linked.length > 0 ? (
            <ul className={styles.list}>
              {data.linked.map((l) => (
                <li key={l.provider} className={styles.item}>
                  <span className={styles.itemText}>
                    <strong>{l.providerName}</strong>
                    <small>
                      {l.email ? `${l.email} · ` : ''}
                      {t('identity.linkedAt', { when: formatDateTime(l.linkedAt) })}
                    </small>
                  </span>
                  <Button
                    variant="secondary"
                    busy={unlink.isPending && unlink.variables === l.provider}
                    onClick={() => {
                      setError(null);
                      unlink.mutate(l.provider);
                    }}
                  >
                    {t('identity.unlink', { name: l.providerName })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {data.available.length > 0 ? (
            <div className={styles.actions}>
              {data.available.map((p) => (
                <Button key={p.slug} busy={starting === p.slug} onClick={() => void link(p.slug)}>
                  {t('identity.link', { name: p.displayName })}
                </Button>
              ))}
            </div>
          ) : null}
          {!data.passwordLogin ? <p className={styles.muted}>{t('identity.noPassword')}</p> : null}
        </>
      )}
    </section>
  );
}
