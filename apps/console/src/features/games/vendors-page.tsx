// Vendors by category with their maintenance switch, and the regrouping setting (spec §9: which
// vendors move to another category, which RNG vendors show as in-house), and the seamless vendors'
// secret rotation. Writes with games.write.
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { SITE_LANGUAGE, useGamesWrite, useVendors } from './games-api';
import { GameSwitch } from './game-switch';
import { RegroupingForm } from './regrouping-form';
import { VendorSecrets } from './vendor-secrets';

export function VendorsPage() {
  const { t, i18n } = useTranslation();
  const language = SITE_LANGUAGE[i18n.language] ?? 'EN';
  const canWrite = useCan('games.write');
  const vendors = useVendors(language);
  const write = useGamesWrite();
  return (
    <section aria-labelledby="vendors-title" className="stack">
      <h1 id="vendors-title">{t('games.vendorsTitle')}</h1>
      <QueryState isLoading={vendors.isLoading} error={vendors.error ?? write.error} />
      {vendors.data && (
        <div className="table-scroll">
          <table aria-label={t('games.vendorsTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('games.vendorCode')}</th>
                <th scope="col">{t('games.vendor')}</th>
                <th scope="col">{t('games.category')}</th>
                <th scope="col">{t('games.gameCount')}</th>
                <th scope="col">{t('games.maintenance')}</th>
              </tr>
            </thead>
            <tbody>
              {vendors.data.map((v) => (
                <tr key={`${v.gameType}-${v.vassalage}`} data-testid="vendor-row">
                  <td>{v.vassalage}</td>
                  <td>{v.displayName}</td>
                  <td>{t(`games.category_${v.gameType}`)}</td>
                  <td>{v.gameCount}</td>
                  <td>
                    <GameSwitch
                      on={v.maintenance}
                      label={`${t('games.maintenance')}: ${v.displayName} (${t(`games.category_${v.gameType}`)})`}
                      canWrite={canWrite}
                      busy={write.isPending}
                      onChange={(maintenance) =>
                        write.mutate({
                          kind: 'vendor-maintenance',
                          code: v.vassalage,
                          gameType: v.gameType,
                          maintenance,
                        })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RegroupingForm canWrite={canWrite} />
      <VendorSecrets canWrite={canWrite} />
    </section>
  );
}
