// One member: the status (and a time-out or self-exclusion in force) and actions on top, then tabs
// for the profile (KYC fields, balance, VIP level, upline chain), player protection, identity
// verification (level, documents), the ledger, live
// sessions, login history, notes and linked accounts (`?tab=linked` opens that one).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TMemberDetail } from '@pavilion/contracts/member-admin';
import { formatDateTime, formatMoney } from '@/shared/format';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { MemberKyc } from '@/features/kyc/member-kyc';
import { MemberActions } from './member-actions';
import { LinkedAccountsTab } from './linked-accounts';
import { LedgerTab, LoginsTab, SessionsTab } from './member-history';
import { memberTypeLabel } from './member-labels';
import { NotesTab } from './member-notes';
import { MemberProtection } from './member-protection';
import { useMember } from './members-api';
import { useMemberProtection } from './protection-api';
import './members.css';

const TABS = ['profile', 'protection', 'kyc', 'ledger', 'sessions', 'logins', 'notes', 'linked'] as const;
type TTab = (typeof TABS)[number];

export function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const member = useMember(id);
  const asked = useSearchParams()[0].get('tab');
  const [tab, setTab] = useState<TTab>(TABS.find((name) => name === asked) ?? 'profile');
  const canKyc = useCan('kyc.read');
  if (!member.data) {
    return <QueryState isLoading={member.isLoading} error={member.error} />;
  }
  const m = member.data;
  const locked = m.status === 'disabled';
  return (
    <section aria-labelledby="member-title" className="stack">
      <p>
        <Link to="/members">{t('members.backToList')}</Link>
      </p>
      <div className="row wrap">
        <h1 id="member-title">{m.account}</h1>
        <span className={locked ? 'badge danger' : 'badge success'}>{t(`members.status_${m.status}`)}</span>
        {m.lockedUntil && <span className="badge danger">{t('members.loginLocked')}</span>}
        <ExclusionBadge memberId={m.id} />
      </div>
      <MemberActions member={m} />
      <div className="tabs" role="tablist" aria-label={t('members.sections')}>
        {TABS.filter((name) => name !== 'kyc' || canKyc).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`members.tab_${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="stack">
        {tab === 'profile' && <Profile member={m} />}
        {tab === 'protection' && <MemberProtection member={m} />}
        {tab === 'kyc' && <MemberKyc memberId={id} />}
        {tab === 'ledger' && <LedgerTab memberId={id} />}
        {tab === 'sessions' && <SessionsTab memberId={id} />}
        {tab === 'logins' && <LoginsTab memberId={id} />}
        {tab === 'notes' && <NotesTab memberId={id} />}
        {tab === 'linked' && <LinkedAccountsTab memberId={id} />}
      </div>
    </section>
  );
}

/** "Time-out" or "Self-excluded" beside the status while one is in force. */
function ExclusionBadge({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const kind = useMemberProtection(memberId).data?.exclusion.kind;
  return kind ? <span className="badge danger">{t(`protection.badge_${kind}`)}</span> : null;
}

function Profile({ member: m }: { member: TMemberDetail }) {
  const { t, i18n } = useTranslation();
  const canTree = useCan('agents.read');
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  const facts: [string, ReactNode][] = [
    ['members.balance', `${formatMoney(m.balance, i18n.language)} ${m.currency}`],
    ['members.type', memberTypeLabel(t, m.type)],
    ['members.nickname', m.nickname],
    ['members.vip', m.vipLevel === null ? '—' : `${m.vipLevel}${m.vipName ? ` · ${m.vipName}` : ''}`],
    ['members.fullName', m.fullName ?? '—'],
    ['members.birthday', m.birthday ?? '—'],
    ['members.idNumber', m.idNumber ?? '—'],
    ['members.payeeName', m.payeeName ?? '—'],
    ['members.mobile', m.mobile ? `${m.dialingCode ? `+${m.dialingCode} ` : ''}${m.mobile}` : '—'],
    ['members.email', m.email ?? '—'],
    ...Object.entries(m.messaging).map(([k, v]): [string, ReactNode] => [`members.messaging_${k}`, v]),
    ['members.affiliateCode', m.affiliateCode ?? '—'],
    ['members.registered', when(m.createdAt)],
    ['members.registerIp', m.registerIp ?? '—'],
    ['members.registerDomain', m.registerDomain ?? '—'],
    ['members.lastLogin', when(m.lastLoginAt)],
    ['members.lastLoginIp', m.lastLoginIp ?? '—'],
    ['members.loginCount', String(m.loginCount)],
    ['members.mustChange', m.mustChangePassword ? t('common.yes') : t('common.no')],
  ];
  if (m.lockedUntil) {
    facts.push(['members.loginLockedUntil', when(m.lockedUntil)]);
  }
  return (
    <div className="stack">
      <dl className="member-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <nav className="crumbs" aria-label={t('members.uplines')}>
        <p className="muted small">{t('members.uplines')}</p>
        {m.uplines.length === 0 ? (
          <p>{t('members.noUpline')}</p>
        ) : (
          <ol>
            {m.uplines.map((u) => (
              <li key={u.id}>{canTree ? <Link to={`/agents/${u.id}`}>{u.account}</Link> : u.account}</li>
            ))}
          </ol>
        )}
      </nav>
      {m.isAgent && canTree && (
        <p>
          <Link to={`/agents/${m.id}`}>{t('agents.openTree')}</Link>
        </p>
      )}
    </div>
  );
}
