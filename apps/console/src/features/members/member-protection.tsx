// The member page's "Player protection" tab (issue 29 items 2 and 3, decision 075): the exclusion in
// force (time-out or self-exclusion, until when or for good, set by the member or an operator) with the
// "Exclude" action, the three deposit-limit windows with their use and pending changes and a field
// per window, the operator's restrictions short of a lock, and the member's reality-check interval. Writing needs members.write.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TExclusion } from '@pavilion/contracts/protection';
import type { TMemberDetail } from '@pavilion/contracts/member-admin';
import { formatDateTime } from '@/shared/format';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { DepositLimitForm } from './deposit-limit-form';
import { ExcludeDialog } from './exclude-dialog';
import { RestrictionsCard } from './restrictions-form';
import { useExcludeMember, useMemberProtection } from './protection-api';

/** The exclusion as the console words it: kind, end (or "Permanent") and who set it. */
export function exclusionFacts(
  t: (key: string) => string,
  exclusion: TExclusion,
  lng: string,
): [string, string][] | null {
  if (!exclusion.until || !exclusion.kind) {
    return null;
  }
  return [
    ['protection.kind', t(`protection.kind_${exclusion.kind}`)],
    [
      'protection.until',
      exclusion.permanent ? t('protection.permanent') : formatDateTime(exclusion.until, lng),
    ],
    ['protection.setBy', t(`protection.setBy_${exclusion.setBy ?? 'member'}`)],
  ];
}

export function MemberProtection({ member }: { member: TMemberDetail }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('members.write');
  const protection = useMemberProtection(member.id);
  const exclude = useExcludeMember(member.id);
  const [excluding, setExcluding] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (!protection.data) {
    return <QueryState isLoading={protection.isLoading} error={protection.error} />;
  }
  const { exclusion, limits, realityCheckMinutes } = protection.data;
  const facts = exclusionFacts(t, exclusion, i18n.language);
  return (
    <section className="stack" aria-labelledby="protection-title" data-testid="member-protection">
      <h2 id="protection-title">{t('protection.title')}</h2>
      {outcome && (
        <p className="notice" role="status">
          {outcome}
        </p>
      )}
      <section className="card stack" aria-labelledby="exclusion-title">
        <h3 id="exclusion-title">{t('protection.exclusionTitle')}</h3>
        {facts ? (
          <dl className="member-facts" data-testid="exclusion-facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t('protection.notExcluded')}</p>
        )}
        {canWrite && !exclusion.permanent && (
          <div className="row">
            <button type="button" className="btn btn-danger" onClick={() => setExcluding(true)}>
              {t('protection.exclude')}
            </button>
          </div>
        )}
      </section>
      <section className="stack" aria-labelledby="limits-title">
        <h3 id="limits-title">{t('protection.limitsTitle')}</h3>
        <p className="muted">{t('protection.limitsHint')}</p>
        <div className="grid-2">
          {limits.map((limit) => (
            <DepositLimitForm
              key={`${limit.period}:${limit.amount}:${limit.pending?.effectiveAt ?? ''}:${limit.pending?.amount}`}
              memberId={member.id}
              limit={limit}
              currency={member.currency}
              canWrite={canWrite}
              onSaved={() => setOutcome(t('protection.saved'))}
            />
          ))}
        </div>
      </section>
      <RestrictionsCard
        memberId={member.id}
        currency={member.currency}
        canWrite={canWrite}
        onSaved={() => setOutcome(t('restrictions.saved'))}
      />
      <p>
        <span className="muted">{t('protection.realityCheck')}: </span>
        {realityCheckMinutes === 0
          ? t('protection.realityOff')
          : t('protection.realityEvery', { minutes: realityCheckMinutes })}
      </p>
      <ExcludeDialog
        account={excluding ? member.account : null}
        currentUntil={exclusion.until}
        onExclude={async (body) => {
          await exclude.mutateAsync(body);
          setOutcome(t('protection.excluded', { account: member.account }));
        }}
        onClose={() => setExcluding(false)}
      />
    </section>
  );
}
