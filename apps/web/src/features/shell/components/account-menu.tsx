// The account menu of spec §2.4: records, profit and loss, reward centre, points (PTSYS3),
// security centre, agent centre (agents), manual rebate (MANPLAYREB3) and sign out, which opens
// the logout confirmation. A disclosure: Escape or a click outside closes it. Platform messages
// (INBOX3) have an entry too; the counters (spec §2.7) badge the entries and dot the trigger.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge, CountDot } from '@/shared/counters/count-badge';
import { useMemberCounters } from '@/shared/counters/use-member-counters';
import { useSession } from '@/shared/session/session-store';
import { useFlag } from '@/shared/site/use-permission';
import { Icon, type TIconName } from '@/shared/ui/icon';
import { useModalStore } from '@/shared/ui/modal-store';
import styles from './account-menu.module.css';

type TMenuItem = { key: string; to: string; icon: TIconName; phoneOnly?: boolean; count?: number };

export function AccountMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const member = useSession((s) => s.member);
  const isAgent = useSession((s) => s.isAgent);
  const points = useFlag('PTSYS3');
  const manualRebate = useFlag('MANPLAYREB3');
  const inbox = useFlag('INBOX3');
  const counters = useMemberCounters().data;
  const openModal = useModalStore((s) => s.open);

  useEffect(() => {
    if (!open) {
      return;
    }
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        rootRef.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const items: TMenuItem[] = [
    { key: 'deposit', to: '/member?page=depositv2', icon: 'card', phoneOnly: true },
    { key: 'withdraw', to: '/member?page=withdraw', icon: 'cashOut', phoneOnly: true },
    { key: 'bettingRecord', to: '/member?page=personalHistoryCopy', icon: 'receipt' },
    { key: 'accountRecord', to: '/member?page=transactionHistory', icon: 'doc' },
    { key: 'profitLoss', to: '/member?page=personalProfit', icon: 'chart' },
    {
      key: 'rewardCenter',
      to: '/member?page=rewardCenter',
      icon: 'trophy',
      count: counters?.claimableRewards,
    },
    ...(inbox
      ? [{ key: 'messages', to: '/member?page=messageV2', icon: 'mail' as const, count: counters?.unread }]
      : []),
    ...(points ? [{ key: 'points', to: '/pointMall', icon: 'coins' as const }] : []),
    { key: 'securityCenter', to: '/member?page=securityCenter', icon: 'shield' },
    ...(isAgent ? [{ key: 'agent', to: '/agentHome', icon: 'users' as const }] : []),
    ...(manualRebate
      ? [{ key: 'manualRebate', to: '/member?page=manualRebate', icon: 'percent' as const }]
      : []),
  ];
  const name = member?.nickname || member?.account || '';
  const pending = items.some((item) => (item.count ?? 0) > 0);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.menu')}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name ? name.slice(0, 1).toUpperCase() : <Icon name="user" size={18} />}
        </span>
        <CountDot show={pending} label={t('account.pending')} />
        <span className={styles.name}>{name}</span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {member ? (
          <div className={styles.who}>
            <strong>{member.nickname || member.account}</strong>
            <span>{member.account}</span>
          </div>
        ) : null}
        <nav aria-label={t('account.menu')}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.key} className={item.phoneOnly ? styles.phoneOnly : undefined}>
                <Link to={item.to} className={styles.item} onClick={() => setOpen(false)}>
                  <Icon name={item.icon} size={18} />
                  {t(`account.${item.key}`)}
                  <CountBadge
                    count={item.count}
                    label={t('account.badge', { count: item.count ?? 0 })}
                    testId={`account-badge-${item.key}`}
                  />
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.signOut}`}
                onClick={() => {
                  setOpen(false);
                  openModal('logoutConfirm');
                }}
              >
                <Icon name="logout" size={18} />
                {t('account.signOut')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
