// The member centre's "Verification" page (issue 29 item 1, decision 076): the member's level (0 none,
// 1 identity, 2 address), what the next level needs, and one card per document kind.
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_KINDS } from '@pavilion/contracts/kyc';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useKycStatus } from '../api/use-kyc';
import { DocumentCard } from './document-card';
import styles from './kyc.module.css';
import panel from '@/shared/ui/panel.module.css';

export function VerificationPane() {
  const { t } = useTranslation('kyc');
  const errorText = useErrorText();
  const status = useKycStatus();
  const data = status.data;
  if (!data) {
    return status.isError ? (
      <QueryState state="error" message={errorText(status.error)} onRetry={() => void status.refetch()} />
    ) : (
      <QueryState state="loading" />
    );
  }
  return (
    <div className={panel.stack} data-testid="kyc-verification">
      <section className={styles.level} aria-labelledby="kyc-level-title">
        <h3 id="kyc-level-title" className={panel.sectionTitle}>
          {t('level.title')}
        </h3>
        <span className={styles.levelValue} data-testid="kyc-level">
          {t(`level.name.${data.level}`)}
        </span>
        <p className={styles.levelText}>{t(`level.next.${data.level}`)}</p>
      </section>
      <ul className={styles.documents} aria-label={t('documents')}>
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentCard key={kind} kind={kind} document={data.documents.find((d) => d.kind === kind)} />
        ))}
      </ul>
    </div>
  );
}
