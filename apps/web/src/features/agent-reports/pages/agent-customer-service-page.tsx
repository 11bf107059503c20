// Customer service (agent centre `customerService`, spec §2.8): the site's contact channels from
// the site configuration, as the player site lists them (live chat first), one card each.
import { useTranslation } from 'react-i18next';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { ChannelLink, channelIcon } from '@/features/shell/components/contact-links';
import { useCustomerService } from '@/features/shell/hooks/use-site-links';
import { Icon } from '@/shared/ui/icon';
import { QueryState } from '@/shared/ui/query-state';
import styles from '../components/agent-reports.module.css';
import { ReportFrame } from '../components/report-frame';

export default function AgentCustomerServicePage(_props: TAgentPageProps) {
  const { t } = useTranslation('shell');
  const { t: tr } = useTranslation('agent-reports');
  const { liveChat, channels } = useCustomerService();
  const list = liveChat ? [liveChat, ...channels] : channels;
  return (
    <ReportFrame page="customerService">
      {list.length === 0 ? (
        <QueryState state="empty" message={tr('customerService.none')} />
      ) : (
        <ul className={styles.channels} data-testid="customer-service">
          {list.map((cs) => (
            <li key={`${cs.csType}-${cs.path}`}>
              <ChannelLink cs={cs} className={styles.channel}>
                <Icon name={channelIcon(cs)} size={22} />
                <span>
                  <span className={styles.itemTitle}>{cs === liveChat ? t('side.liveChat') : cs.title}</span>
                  <span className={styles.sub}>{tr('customerService.open')}</span>
                </span>
              </ChannelLink>
            </li>
          ))}
        </ul>
      )}
    </ReportFrame>
  );
}
