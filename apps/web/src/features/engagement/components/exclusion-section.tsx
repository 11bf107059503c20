// Time-out / self-exclusion (decision 074): pick a length (time-outs of 24 hours to 30 days, or a
// self-exclusion of 6 months to for good), confirm with the consequence spelt out (it cannot be
// undone), and see the end and who set it while a time-out lasts. A new choice can only extend it,
// as the server enforces. A self-exclusion ends the session on the server at once: the page logs
// out the way "Log out" does and shows a notice of the end.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  exclusionKindOf,
  extendedExclusionEnd,
  isPermanentExclusionEnd,
  type TExclusion,
  type TExclusionDuration,
} from '@pavilion/contracts/protection';
import { formatDateTime } from '@/shared/format/date-time';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import { useErrorText } from '@/shared/errors/error-text';
import { useLogout } from '@/shared/session/use-logout';
import { useExclusion, useStartExclusion } from '../api/use-protection';
import styles from './engagement.module.css';

/** What the member is told before committing: the consequence and the end, or "for good". */
function ConfirmText({ duration, until }: { duration: TExclusionDuration; until: string | null }) {
  const { t } = useTranslation('engagement');
  const end = extendedExclusionEnd(duration, new Date(), until);
  const time = formatDateTime(end);
  if (exclusionKindOf(duration) === 'timeout') {
    return <p>{t('rg.exclusion.confirmTimeout', { time })}</p>;
  }
  return (
    <>
      <p>
        {isPermanentExclusionEnd(end)
          ? t('rg.exclusion.confirmPermanent')
          : t('rg.exclusion.confirmSelfExclusion', { time })}
      </p>
      <p>{t('rg.exclusion.confirmLogout')}</p>
    </>
  );
}

function ActiveExclusion({ exclusion }: { exclusion: TExclusion }) {
  const { t } = useTranslation('engagement');
  if (!exclusion.until || !exclusion.kind) {
    return null;
  }
  const by = t(`rg.exclusion.setBy.${exclusion.setBy ?? 'member'}`);
  const text = exclusion.permanent
    ? t('rg.exclusion.activePermanent', { by })
    : t(`rg.exclusion.active.${exclusion.kind}`, { time: formatDateTime(exclusion.until), by });
  return <FormAlert tone="info">{text}</FormAlert>;
}

export function ExclusionSection() {
  const { t } = useTranslation('engagement');
  const errorText = useErrorText();
  const exclusion = useExclusion();
  const start = useStartExclusion();
  const logout = useLogout();
  const navigate = useNavigate();
  const [duration, setDuration] = useState<TExclusionDuration>('24h');
  const [confirming, setConfirming] = useState(false);
  const until = exclusion.data?.until ?? null;
  const kind = exclusionKindOf(duration);

  const confirm = () =>
    start.mutate(
      { duration },
      {
        onSuccess: async (reply) => {
          setConfirming(false);
          if (reply.kind === 'self_exclusion' && reply.until) {
            // the server has ended every session of the member: leave the member centre first, at
            // once (its guard would send a logged-out visitor to the login dialog, and a route change
            // otherwise renders in a transition, after the session is cleared), then log out as
            // "Log out" does
            await navigate('/', { replace: true, flushSync: true });
            await logout();
            useModalStore
              .getState()
              .open('exclusionNotice', { until: reply.until, permanent: reply.permanent });
          }
        },
        onError: () => setConfirming(false),
      },
    );

  const option = (d: TExclusionDuration) => (
    <option key={d} value={d}>
      {t(`rg.exclusion.duration.${d}`)}
    </option>
  );
  return (
    <section className={styles.section} aria-labelledby="rg-exclusion-title">
      <h3 id="rg-exclusion-title" className={styles.sectionTitle}>
        {t('rg.exclusion.title')}
      </h3>
      <p className={styles.hint}>{t('rg.exclusion.hint')}</p>
      {exclusion.data ? <ActiveExclusion exclusion={exclusion.data} /> : null}
      <div className={styles.row}>
        <label htmlFor="rg-exclusion-length">{t('rg.exclusion.label')}</label>
        <select
          id="rg-exclusion-length"
          className={styles.select}
          value={duration}
          onChange={(event) => setDuration(event.target.value as TExclusionDuration)}
        >
          <optgroup label={t('rg.exclusion.group.timeout')}>{TIMEOUT_DURATIONS.map(option)}</optgroup>
          <optgroup label={t('rg.exclusion.group.selfExclusion')}>
            {SELF_EXCLUSION_DURATIONS.map(option)}
          </optgroup>
        </select>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t(kind === 'timeout' ? 'rg.exclusion.start' : 'rg.exclusion.startSelfExclusion')}
        </Button>
      </div>
      {start.isError ? <FormAlert>{errorText(start.error)}</FormAlert> : null}
      {confirming ? (
        <Modal
          title={t(kind === 'timeout' ? 'rg.exclusion.confirmTitleTimeout' : 'rg.exclusion.confirmTitleSelf')}
          onClose={() => setConfirming(false)}
          width={440}
          testId="exclusion-confirm"
        >
          <ConfirmText duration={duration} until={until} />
          <p>{t('rg.exclusion.irreversible')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('rg.exclusion.cancel')}
            </Button>
            <Button busy={start.isPending} onClick={confirm}>
              {t(kind === 'timeout' ? 'rg.exclusion.confirmButton' : 'rg.exclusion.confirmButtonSelf')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
