// The contract part of the four salary / dividend pages (spec §2.8, §3, §4; decision 025): requests
// waiting for my answer, my contract from my upline (or the platform) and an offer to me, the
// contracts I gave my downline, the offer form, and below it the settlement records of the kind.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TContractKind } from '@pavilion/contracts/agent-contracts';
import { SettlementRecords } from '@/features/agent-income/components/settlement-records';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useContractProcess } from '../api/use-contracts';
import { ContractCard } from './contract-card';
import { OfferForm } from './offer-form';
import styles from './contracts.module.css';

export function ContractsPage({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation('agent-contracts');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const process = useContractProcess(kind);
  const data = process.data;
  const pendingIds = new Set(data?.pending.map((c) => c.id) ?? []);
  return (
    <section aria-labelledby="contracts-title" className={styles.page} data-testid={`contracts-${kind}`}>
      <h1 id="contracts-title" className={styles.pageTitle}>
        {t(`kinds.${kind}.title`)}
      </h1>
      <p className={styles.muted}>{t(`kinds.${kind}.text`)}</p>
      {process.isPending ? (
        <QueryState state="loading" />
      ) : !data ? (
        <QueryState state="error" message={errorText(process.error)} onRetry={() => void process.refetch()} />
      ) : (
        <>
          {data.pending.length > 0 ? (
            <section
              className={styles.section}
              aria-labelledby="contracts-pending"
              data-testid="contracts-pending"
            >
              <h2 id="contracts-pending" className={styles.sectionTitle}>
                {t('sections.pending', { count: data.pending.length })}
              </h2>
              <div className={styles.cards}>
                {data.pending.map((c) => (
                  <ContractCard key={c.id} contract={c} testId="contract-pending" />
                ))}
              </div>
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="contracts-mine" data-testid="contracts-mine">
            <h2 id="contracts-mine" className={styles.sectionTitle}>
              {t('sections.mine')}
            </h2>
            {data.mine && !pendingIds.has(data.mine.id) ? (
              <ContractCard contract={data.mine} testId="contract-mine" />
            ) : null}
            {data.mine && pendingIds.has(data.mine.id) ? (
              <p className={styles.muted}>{t('sections.mineAbove')}</p>
            ) : null}
            {!data.mine ? <p className={styles.muted}>{t('sections.noMine')}</p> : null}
            {data.myOffer ? (
              <p className={styles.muted}>
                {data.mine ? t('sections.offerReplaces') : t('sections.offerAbove')}
              </p>
            ) : null}
          </section>
          <section className={styles.section} aria-labelledby="contracts-given" data-testid="contracts-given">
            <h2 id="contracts-given" className={styles.sectionTitle}>
              {t('sections.given')}
            </h2>
            {data.given.length === 0 ? (
              <p className={styles.muted}>{t('sections.noGiven')}</p>
            ) : (
              <div className={styles.cards}>
                {data.given
                  .filter((c) => !pendingIds.has(c.id))
                  .map((c) => (
                    <ContractCard key={c.id} contract={c} testId="contract-given" />
                  ))}
              </div>
            )}
          </section>
          <section className={styles.section} aria-labelledby="contract-offer-title">
            {data.mine ? (
              <OfferForm
                key={`${kind}-${data.mine.id}`}
                kind={kind}
                mine={data.mine}
                candidates={data.candidates}
                preselect={params.get('member')}
              />
            ) : (
              <>
                <h3 id="contract-offer-title" className={styles.sectionTitle}>
                  {t('offer.title')}
                </h3>
                <p className={styles.muted}>{t('offer.needOwn')}</p>
              </>
            )}
          </section>
        </>
      )}
      <SettlementRecords kind={kind} />
    </section>
  );
}
