// The whitelabel flags as the tree the player site reads (a child is on only when its parents are),
// grouped by the part of the site they switch, each with its name and what it does in the operator's
// language (issue 29 item 8). Flags this version does not read say so. A change is saved only after a
// confirmation that names the flag, its effect and the flags inside it that go off with it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWhitelabelNode } from '@pavilion/contracts/site';
import { errorText } from '@/shared/error-text';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { usePermissionDocument, useSiteWrite } from './site-api';

/** The top-level flags of each group, in the order the page shows them. */
const GROUPS: readonly (readonly [string, readonly string[]])[] = [
  ['registration', ['REG3']],
  [
    'signIn',
    [
      'MOBILEVERCODELOGIN3',
      'LOGINIPVERF3',
      'PASS3',
      'PWRESETSMS3',
      'PWRESETEMAIL3',
      'PWDEXPFORCECHANGE3',
      'CAPTCHA3',
      'FREEPLAY3',
      'VERIFICATION3',
      'CHNGPASSVERIF3',
    ],
  ],
  [
    'memberCentre',
    [
      'REWCEN3',
      'INBOX3',
      'FEEDBACK3',
      'PTSYS3',
      'MANPLAYREB3',
      'REFERRAL3',
      'COMM3',
      'PROFPIC3',
      'CBS3',
      'MEMTRANS3',
    ],
  ],
  ['lobby', ['GAMELO3']],
  [
    'agentCentre',
    [
      'AGENTANNOUNCE3',
      'REGCEN',
      'DOWNMAN',
      'TRANSBETREPMEM3',
      'AGETEAMPNL3',
      'AGEREV3',
      'AGEDOWNTRANS3',
      'AGENTRANSMULTDOWN3',
      'AGENTPOLICY3',
      'AGEINFO3',
    ],
  ],
  [
    'agentContracts',
    ['DIVIDEND', 'SIGNCONDIV3', 'DAYSAL', 'DAYSALMR', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'],
  ],
];

/** Flags no code of this version reads: the page marks them, so a switch never promises an effect. */
export const UNREAD_FLAGS: ReadonlySet<string> = new Set([
  'MOBILENUMPASSREG3',
  'VERIFICATION3',
  'CHNGPASSVERIF3',
  'COMM3',
  'PROFPIC3',
  'CBS3',
  'MEMTRANS3',
  'GAMELO3',
  'GAMELOREC3',
  'GAMELOHOT3',
  'AGENTRANSMULTDOWN3',
  'AGENTPOLICY3',
  'AGEINFO3',
  'SIGNCONDIV3',
  'DAYSALMR',
  'DAILYSALCONT3',
]);

type TPending = { node: TWhitelabelNode; enabled: boolean };

const descendants = (node: TWhitelabelNode): TWhitelabelNode[] =>
  node.childrenNodes.flatMap((child) => [child, ...descendants(child)]);

export function FlagsTree({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const doc = usePermissionDocument();
  const write = useSiteWrite();
  const [pending, setPending] = useState<TPending | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const name = (modId: string) => (i18n.exists(`flags.${modId}_name`) ? t(`flags.${modId}_name`) : modId);
  const confirm = () => {
    if (!pending) {
      return;
    }
    const { node, enabled } = pending;
    write.mutate(
      { path: `/api/admin/flags/${node.modId}`, method: 'PUT', body: { enabled } },
      {
        onSuccess: () =>
          setSaved(
            t('flags.saved', { name: name(node.modId), state: t(enabled ? 'flags.on' : 'flags.off') }),
          ),
        onSettled: () => setPending(null),
      },
    );
  };
  const branch = (nodes: TWhitelabelNode[]) => (
    <ul className="flag-list">
      {nodes.map((node) => (
        <li key={node.modId} data-testid={`flag-${node.modId}`}>
          <label className="check">
            <input
              type="checkbox"
              checked={node.enabled === '1'}
              disabled={!canWrite || write.isPending}
              aria-describedby={`flag-effect-${node.modId}`}
              onChange={(e) => {
                setSaved(null);
                setPending({ node, enabled: e.target.checked });
              }}
            />
            <span>
              {name(node.modId)} <code className="muted small">{node.modId}</code>
              {UNREAD_FLAGS.has(node.modId) && <span className="badge">{t('flags.unused')}</span>}
            </span>
          </label>
          <p id={`flag-effect-${node.modId}`} className="muted small flag-effect">
            {i18n.exists(`flags.${node.modId}_effect`) ? t(`flags.${node.modId}_effect`) : ''}
          </p>
          {node.childrenNodes.length > 0 && branch(node.childrenNodes)}
        </li>
      ))}
    </ul>
  );
  const roots = doc.data?.whitelabel ?? [];
  const grouped = new Set(GROUPS.flatMap(([, ids]) => ids));
  const others = roots.filter((node) => !grouped.has(node.modId));
  const children = pending && !pending.enabled ? descendants(pending.node) : [];
  return (
    <section className="card stack" aria-labelledby="flags-title">
      <h2 id="flags-title">{t('site.flags')}</h2>
      <p className="muted small">{t('flags.intro')}</p>
      <QueryState isLoading={doc.isLoading} error={doc.error} />
      {write.error && (
        <p className="error" role="alert">
          {errorText(t, write.error)}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          {saved}
        </p>
      )}
      {doc.data &&
        GROUPS.map(([group, ids]) => {
          const nodes = ids.flatMap((id) => roots.filter((node) => node.modId === id));
          return nodes.length === 0 ? null : (
            <section key={group} className="stack" aria-labelledby={`flags-group-${group}`}>
              <h3 id={`flags-group-${group}`}>{t(`flags.group_${group}`)}</h3>
              {branch(nodes)}
            </section>
          );
        })}
      {others.length > 0 && branch(others)}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? t(pending.enabled ? 'flags.turnOn' : 'flags.turnOff', { name: name(pending.node.modId) })
            : ''
        }
        confirmLabel={t(pending?.enabled ? 'flags.confirmOn' : 'flags.confirmOff')}
        danger={pending?.enabled === false}
        busy={write.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending && (
          <>
            <p>
              <code>{pending.node.modId}</code> · {t(`flags.${pending.node.modId}_effect`)}
            </p>
            {children.length > 0 && (
              <p>{t('flags.children', { names: children.map((c) => name(c.modId)).join(', ') })}</p>
            )}
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
