// The whitelabel flags as the tree the player site reads (a child is on only when its parents are).
import { useTranslation } from 'react-i18next';
import type { TWhitelabelNode } from '@pavilion/contracts/site';
import { errorText } from '@/shared/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { usePermissionDocument, useSiteWrite } from './site-api';

export function FlagsTree({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const doc = usePermissionDocument();
  const write = useSiteWrite();
  const set = (modId: string, enabled: boolean) =>
    write.mutate({ path: `/api/admin/flags/${modId}`, method: 'PUT', body: { enabled } });
  const branch = (nodes: TWhitelabelNode[]) => (
    <ul>
      {nodes.map((node) => (
        <li key={node.modId}>
          <label className="check">
            <input
              type="checkbox"
              checked={node.enabled === '1'}
              disabled={!canWrite || write.isPending}
              onChange={(e) => set(node.modId, e.target.checked)}
            />
            <code>{node.modId}</code>
          </label>
          {node.childrenNodes.length > 0 && branch(node.childrenNodes)}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="card stack" aria-labelledby="flags-title">
      <h2 id="flags-title">{t('site.flags')}</h2>
      <p className="muted small">{t('site.flagsHint')}</p>
      <QueryState isLoading={doc.isLoading} error={doc.error} />
      {write.error && (
        <p className="error" role="alert">
          {errorText(t, write.error)}
        </p>
      )}
      {doc.data && branch(doc.data.whitelabel)}
    </section>
  );
}
