// The provably-fair panel: the committed server seed (as its sha256), the client seed the player
// may change, the next nonce, and rotation, which reveals the server seed in use so every round
// played with it can be verified, and commits to a new one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZClientSeedRequestSchema, type TRotateReply } from '@pavilion/contracts/play';
import { ApiError } from '@/shared/api/http';
import type { TRoundDriver } from '../drivers/round-driver';
import { playKeys } from '../hooks/use-play-session';
import { playErrorText } from '../model/error-text';
import styles from './side-panels.module.css';

type TFairPanelProps = { driver: TRoundDriver; nodeId: number };

export function FairPanel({ driver, nodeId }: TFairPanelProps) {
  const { t } = useTranslation(['play', 'errors']);
  const queryClient = useQueryClient();
  const keys = playKeys(driver, nodeId);
  const inputId = useId();
  const fairness = useQuery({ queryKey: keys.fairness, queryFn: () => driver.fairness(), gcTime: 0 });
  const [draft, setDraft] = useState('');
  const [revealed, setRevealed] = useState<TRotateReply['revealed'] | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (fairness.data) {
      setDraft(fairness.data.clientSeed);
    }
  }, [fairness.data]);

  const save = useMutation({
    mutationFn: (clientSeed: string) => driver.setClientSeed(clientSeed),
    onSuccess: (next) => {
      queryClient.setQueryData(keys.fairness, next);
      setSaved(true);
    },
  });
  const rotate = useMutation({
    mutationFn: () => driver.rotate(),
    onSuccess: (reply) => {
      setRevealed(reply.revealed);
      queryClient.setQueryData(keys.fairness, reply.next);
      void queryClient.invalidateQueries({ queryKey: keys.rounds });
    },
  });

  const parsed = ZClientSeedRequestSchema.safeParse({ clientSeed: draft });
  const invalid = draft !== '' && !parsed.success;
  const failure = save.error ?? rotate.error ?? fairness.error;

  return (
    <section className={styles.panel} aria-labelledby="fair-panel-title" data-testid="fair-panel">
      <h2 id="fair-panel-title" className={styles.heading}>
        {t('page.fair.title')}
      </h2>
      <p className={styles.muted}>{t('page.fair.explain')}</p>
      <dl className={styles.facts}>
        <dt>{t('page.fair.serverSeedHash')}</dt>
        <dd className={styles.mono} data-testid="server-seed-hash">
          {fairness.data?.serverSeedHash ?? '…'}
        </dd>
        <dt>{t('page.fair.nonce')}</dt>
        <dd className={styles.mono} data-testid="fair-nonce">
          {fairness.data?.nonce ?? '…'}
        </dd>
      </dl>
      <form
        className={styles.seedForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed.success) {
            setSaved(false);
            save.mutate(parsed.data.clientSeed);
          }
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {t('page.fair.clientSeed')}
        </label>
        <div className={styles.seedRow}>
          <input
            id={inputId}
            className={styles.input}
            value={draft}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              setDraft(event.target.value);
              setSaved(false);
            }}
          />
          <button
            type="submit"
            className="btn btn-outline btn-sm"
            disabled={!parsed.success || save.isPending || draft === fairness.data?.clientSeed}
          >
            {t('page.fair.save')}
          </button>
        </div>
        <p
          id={`${inputId}-hint`}
          className={invalid ? styles.fieldError : styles.muted}
          role={invalid ? 'alert' : undefined}
        >
          {invalid
            ? t('page.fair.clientSeedInvalid')
            : saved
              ? t('page.fair.saved')
              : t('page.fair.clientSeedHint')}
        </p>
      </form>
      <button
        type="button"
        className="btn btn-outline"
        disabled={rotate.isPending}
        onClick={() => rotate.mutate()}
      >
        {t('page.fair.rotate')}
      </button>
      {revealed ? (
        <div className={styles.revealed} data-testid="revealed-seed" role="status">
          <p className={styles.subheading}>{t('page.fair.revealedTitle')}</p>
          <dl className={styles.facts}>
            <dt>{t('page.fair.serverSeed')}</dt>
            <dd className={styles.mono}>{revealed.serverSeed}</dd>
            <dt>{t('page.fair.serverSeedHash')}</dt>
            <dd className={styles.mono}>{revealed.serverSeedHash}</dd>
            <dt>{t('page.fair.clientSeed')}</dt>
            <dd className={styles.mono}>{revealed.clientSeed}</dd>
            <dt>{t('page.fair.lastNonce')}</dt>
            <dd className={styles.mono}>{revealed.lastNonce}</dd>
          </dl>
          <p className={styles.muted}>{t('page.fair.revealedHint')}</p>
        </div>
      ) : null}
      {failure ? (
        <p className={styles.fieldError} role="alert">
          {failure instanceof ApiError && failure.code === 'ROUND_IN_PROGRESS'
            ? t('page.fair.rotateBlocked')
            : t(playErrorText(failure, null).key, { balance: '' })}
        </p>
      ) : null}
    </section>
  );
}
