// The member's write actions, each behind a confirmation: lock / unlock with a reason, force a
// password change, reset to the default password (members.write), adjust the balance with a
// reason (cashier.write: money moves, decision 042). Without the permission the button is absent;
// the server refuses anyway.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZMemberLockSchema, type TMemberDetail } from '@pavilion/contracts/member-admin';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useCan } from '@/shared/use-me';
import { AdjustDialog } from './adjust-dialog';
import {
  useAdjustBalance,
  useEndSessions,
  useForcePasswordChange,
  useLock,
  useResetPassword,
} from './members-api';
import { ReasonDialog } from '@/shared/ui/reason-dialog';

type TOpen = 'lock' | 'unlock' | 'force' | 'reset' | 'sessions' | 'adjust' | null;
type TConfirmKind = 'force' | 'reset' | 'sessions';

export function MemberActions({ member }: { member: TMemberDetail }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('members.write');
  const canAdjust = useCan('cashier.write');
  const [open, setOpen] = useState<TOpen>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lock = useLock(member.id);
  const force = useForcePasswordChange(member.id);
  const reset = useResetPassword(member.id);
  const adjust = useAdjustBalance(member.id);
  const endSessions = useEndSessions(member.id);
  if (!canWrite && !canAdjust) {
    return null;
  }
  const locked = member.status === 'disabled' || member.lockedUntil !== null;
  const close = () => setOpen(null);
  const confirm = async (kind: TConfirmKind) => {
    setFailure(null);
    try {
      if (kind === 'sessions') {
        const { ended } = await endSessions.mutateAsync(undefined);
        setOutcome(t('members.sessionsEnded', { count: ended }));
      } else {
        await (kind === 'force' ? force : reset).mutateAsync(member.account);
        setOutcome(t(kind === 'force' ? 'members.forced' : 'members.resetDone'));
      }
    } catch (error) {
      setFailure(errorText(t, error));
    }
    close();
  };
  const confirmKind: TConfirmKind | null =
    open === 'force' || open === 'reset' || open === 'sessions' ? open : null;
  const CONFIRM = {
    force: { title: 'members.forceTitle', body: 'members.forceBody', label: 'members.forcePassword' },
    reset: { title: 'members.resetTitle', body: 'members.resetBody', label: 'members.resetPassword' },
    sessions: { title: 'members.endTitle', body: 'members.endBody', label: 'members.endSessions' },
  } as const;
  const shown = CONFIRM[confirmKind ?? 'force'];

  return (
    <div className="stack">
      <div className="row wrap" role="group" aria-label={t('common.actions')}>
        {canWrite && (
          <>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => setOpen(locked ? 'unlock' : 'lock')}
            >
              {locked ? t('members.unlock') : t('members.lock')}
            </button>
            <button type="button" className="btn" onClick={() => setOpen('force')}>
              {t('members.forcePassword')}
            </button>
            <button type="button" className="btn" onClick={() => setOpen('reset')}>
              {t('members.resetPassword')}
            </button>
            <button type="button" className="btn" onClick={() => setOpen('sessions')}>
              {t('members.endSessions')}
            </button>
          </>
        )}
        {canAdjust && (
          <button type="button" className="btn btn-primary" onClick={() => setOpen('adjust')}>
            {t('members.adjust')}
          </button>
        )}
      </div>
      {outcome && (
        <p className="notice" role="status">
          {outcome}
        </p>
      )}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <ReasonDialog
        open={open === 'lock' || open === 'unlock'}
        title={t(open === 'unlock' ? 'members.unlockTitle' : 'members.lockTitle', {
          account: member.account,
        })}
        reasonLabel={t('members.reason')}
        reasonRule={t('members.reasonRule')}
        confirmLabel={open === 'unlock' ? t('members.unlock') : t('members.lock')}
        schema={ZMemberLockSchema}
        onSubmit={async ({ reason }) => {
          const reply = await lock.mutateAsync({ lock: open === 'lock', reason });
          setOutcome(
            reply.status === 'disabled'
              ? t('members.locked', { count: reply.sessionsEnded })
              : t('members.unlocked'),
          );
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={confirmKind !== null}
        title={t(shown.title, { account: member.account })}
        confirmLabel={t(shown.label)}
        danger
        busy={force.isPending || reset.isPending || endSessions.isPending}
        onConfirm={() => confirmKind && void confirm(confirmKind)}
        onClose={close}
      >
        <p>{t(shown.body)}</p>
      </ConfirmDialog>
      <AdjustDialog
        account={open === 'adjust' ? member.account : null}
        onAdjust={async (body) => {
          const reply = await adjust.mutateAsync(body);
          setOutcome(t('members.adjusted', { balance: formatMoney(reply.balance, i18n.language) }));
        }}
        onClose={close}
      />
    </div>
  );
}
