// The reality-check interval (off, 15, 30, 60 minutes), stored on the server.
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_INTERVALS, ZRealityCheckIntervalSchema } from '@pavilion/contracts/protection';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useErrorText } from '@/shared/errors/error-text';
import { useRealityCheck, useSetRealityCheck } from '../api/use-protection';
import styles from './engagement.module.css';

export function RealityCheckSection() {
  const { t } = useTranslation('engagement');
  const errorText = useErrorText();
  const reality = useRealityCheck();
  const save = useSetRealityCheck();
  return (
    <section className={styles.section} aria-labelledby="rg-reality-title">
      <h3 id="rg-reality-title" className={styles.sectionTitle}>
        {t('rg.reality.title')}
      </h3>
      <p className={styles.hint}>{t('rg.reality.hint')}</p>
      <div className={styles.row}>
        <label htmlFor="rg-reality-interval">{t('rg.reality.label')}</label>
        <select
          id="rg-reality-interval"
          className={styles.select}
          value={reality.data?.intervalMinutes ?? 0}
          disabled={!reality.data || save.isPending}
          onChange={(event) => {
            const parsed = ZRealityCheckIntervalSchema.safeParse(Number(event.target.value));
            if (parsed.success) {
              save.mutate({ intervalMinutes: parsed.data });
            }
          }}
        >
          {REALITY_CHECK_INTERVALS.map((m) => (
            <option key={m} value={m}>
              {t(`rg.reality.interval.${m}`)}
            </option>
          ))}
        </select>
        {save.isSuccess ? <span className={styles.muted}>{t('rg.reality.saved')}</span> : null}
      </div>
      {save.isError ? <FormAlert>{errorText(save.error)}</FormAlert> : null}
    </section>
  );
}
