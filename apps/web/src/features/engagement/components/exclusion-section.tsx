// Time-out / self-exclusion: pick a length, confirm (it cannot be undone), and see the end while
// it lasts. A new choice can only extend it, as the server enforces.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCLUSION_DURATIONS, type TExclusionDuration } from '@pavilion/contracts/protection';
import { formatDateTime } from '@/shared/format/date-time';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Modal } from '@/shared/ui/modal';
import { useErrorText } from '@/shared/errors/error-text';
import { useExclusion, useStartExclusion } from '../api/use-protection';
import { exclusionEndPreview } from '../lib/exclusion-preview';
import styles from './engagement.module.css';

export function ExclusionSection() {
  const { t } = useTranslation('engagement');
  const errorText = useErrorText();
  const exclusion = useExclusion();
  const start = useStartExclusion();
  const [duration, setDuration] = useState<TExclusionDuration>('24h');
  const [confirming, setConfirming] = useState(false);
  const until = exclusion.data?.until ?? null;
  return (
    <section className={styles.section} aria-labelledby="rg-exclusion-title">
      <h3 id="rg-exclusion-title" className={styles.sectionTitle}>
        {t('rg.exclusion.title')}
      </h3>
      <p className={styles.hint}>{t('rg.exclusion.hint')}</p>
      {until ? (
        <FormAlert tone="info">{t('rg.exclusion.active', { time: formatDateTime(until) })}</FormAlert>
      ) : null}
      <div className={styles.row}>
        <label htmlFor="rg-exclusion-length">{t('rg.exclusion.label')}</label>
        <select
          id="rg-exclusion-length"
          className={styles.select}
          value={duration}
          onChange={(event) => setDuration(event.target.value as TExclusionDuration)}
        >
          {EXCLUSION_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {t(`rg.exclusion.duration.${d}`)}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('rg.exclusion.start')}
        </Button>
      </div>
      {start.isError ? <FormAlert>{errorText(start.error)}</FormAlert> : null}
      {confirming ? (
        <Modal title={t('rg.exclusion.title')} onClose={() => setConfirming(false)} width={420}>
          <p>
            {t('rg.exclusion.confirm', {
              time: formatDateTime(exclusionEndPreview(duration, new Date(), until)),
            })}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('rg.exclusion.cancel')}
            </Button>
            <Button
              busy={start.isPending}
              onClick={() => start.mutate({ duration }, { onSettled: () => setConfirming(false) })}
            >
              {t('rg.exclusion.confirmButton')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
