// The member centre frame of spec §2.7: the page list beside a content pane, switched by
// `?page=`. Panes are supplied by the app (features deliver them); a page without a pane yet
// shows what it will hold and an empty state. Missions, messages and rewards carry the counters'
// badges (spec §2.7), shown above 0. The main page opens with a summary the app supplies (the
// member's VIP level, from loyalty).
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CountBadge } from '@/shared/counters/count-badge';
import { useMemberCounters } from '@/shared/counters/use-member-counters';
import { useFlags } from '@/shared/site/use-permission';
import { Icon } from '@/shared/ui/icon';
import { PageFrame } from '../components/page-frame';
import { MemberEmptyPane } from './member-empty-pane';
import {
  DEFAULT_MEMBER_PAGE,
  MEMBER_PAGE_ICONS,
  memberPageFrom,
  visibleMemberPages,
  type TMemberPageKey,
} from './member-pages';
import styles from './member-center-frame.module.css';

export type TMemberPanes = Partial<Record<TMemberPageKey, ComponentType>>;

export function MemberCenterFrame({ panes, summary }: { panes: TMemberPanes; summary?: ReactNode }) {
  const { t } = useTranslation('shell');
  const flags = useFlags();
  const [params] = useSearchParams();
  const page = memberPageFrom(params.get('page'), flags);
  const Pane = panes[page];
  const counters = useMemberCounters().data;
  const counts: Partial<Record<TMemberPageKey, number | undefined>> = {
    missionLeaderboard: counters?.claimableMissions,
    messageV2: counters?.unread,
    rewardCenter: counters?.claimableRewards,
  };

  return (
    <PageFrame icon="user" title={t('member.title')}>
      {page === DEFAULT_MEMBER_PAGE ? summary : null}
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('member.pagesLabel')}>
          <ul className={styles.list}>
            {visibleMemberPages(flags).map((key) => (
              <li key={key}>
                <Link
                  to={{ search: `?page=${key}` }}
                  className={`${styles.link} ${key === page ? styles.active : ''}`}
                  aria-current={key === page ? 'page' : undefined}
                >
                  <Icon name={MEMBER_PAGE_ICONS[key]} size={18} />
                  <span>{t(`member.pages.${key}.title`)}</span>
                  <CountBadge
                    count={counts[key]}
                    label={t('member.badge', { count: counts[key] ?? 0 })}
                    testId={`member-badge-${key}`}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.pane} aria-labelledby="member-pane-title">
          <h2 id="member-pane-title" className={styles.paneTitle}>
            <Icon name={MEMBER_PAGE_ICONS[page]} />
            {t(`member.pages.${page}.title`)}
          </h2>
          {Pane ? <Pane /> : <MemberEmptyPane page={page} />}
        </section>
      </div>
    </PageFrame>
  );
}
