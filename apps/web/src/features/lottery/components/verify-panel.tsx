// "Verify this draw" in the browser: fetches the issue's revealed server seed and public client
// seed, then recomputes with the engine the server used (`verifyDraw` of packages/games): the seed
// must hash to the commitment published before the issue opened, and must give these numbers.
import { useTranslation } from 'react-i18next';
import { verifyDraw } from '@pavilion/games/lottery/draw';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useLotteryIssue } from '../api/lottery-api';
import { drawShapeOf } from '../lib/game-name';
import { DrawView } from './draw-view';
import styles from './lottery.module.css';

export function VerifyPanel({ gameCode, issueNo }: { gameCode: string; issueNo: string }) {
  const { t } = useTranslation('lottery');
  const errorText = useErrorText();
  const issue = useLotteryIssue(gameCode, issueNo);
  const shape = drawShapeOf(gameCode);
  if (issue.isPending) {
    return <QueryState state="loading" />;
  }
  if (issue.isError) {
    return <QueryState state="error" message={errorText(issue.error)} onRetry={() => void issue.refetch()} />;
  }
  const { serverSeed, draw, seedHash, clientSeed } = issue.data;
  const result =
    serverSeed && draw && shape ? verifyDraw({ shape, serverSeed, seedHash, clientSeed, draw }) : null;
  const ok = result !== null && result.seedMatches && result.drawMatches;
  return (
    <section
      className={styles.verify}
      aria-labelledby={`verify-${issueNo}`}
      data-testid="verify-panel"
      data-verified={result === null ? 'pending' : ok ? 'ok' : 'failed'}
    >
      <h3 id={`verify-${issueNo}`} className={styles.confirmTitle}>
        {t('verify.title', { issueNo })}
      </h3>
      <p className={styles.muted}>{t('verify.explain')}</p>
      <dl className={styles.facts}>
        <dt>{t('verify.seedHash')}</dt>
        <dd className={styles.mono}>{seedHash}</dd>
        <dt>{t('verify.serverSeed')}</dt>
        <dd className={styles.mono}>{serverSeed ?? t('verify.notRevealed')}</dd>
        <dt>{t('verify.clientSeed')}</dt>
        <dd className={styles.mono}>{clientSeed}</dd>
      </dl>
      {result ? (
        <>
          <p className={styles.check}>
            {result.seedMatches ? `✓ ${t('verify.seedOk')}` : `✗ ${t('verify.seedBad')}`}
          </p>
          <p className={styles.check}>
            {result.drawMatches ? `✓ ${t('verify.drawOk')}` : `✗ ${t('verify.drawBad')}`}
          </p>
          <p className={styles.muted}>{t('verify.recomputed')}</p>
          {shape ? <DrawView family={shape.family} draw={result.expected} compact /> : null}
          <p className={ok ? styles.success : styles.error} role="status" data-testid="verify-verdict">
            {ok ? t('verify.ok') : t('verify.failed')}
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('verify.notYet')}</p>
      )}
    </section>
  );
}
