// Contact channels from the site configuration (spec §2.4): live chat first, then up to two
// messaging channels. External addresses open in a new tab; internal ones route in the app.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type TIconName } from '@/shared/ui/icon';
import { isExternal, useCustomerService, type TCustomerService } from '../hooks/use-site-links';
import styles from './side-menu-extras.module.css';

export function channelIcon(cs: TCustomerService): TIconName {
  const type = cs.csType.toUpperCase();
  if (type === 'TELEGRAM') {
    return 'send';
  }
  if (type === 'WHATSAPP' || type === 'PHONE' || type === 'VIBER') {
    return 'phone';
  }
  return 'chat';
}

export function ChannelLink({
  cs,
  className,
  children,
  title,
}: {
  cs: TCustomerService;
  className?: string;
  children: ReactNode;
  title?: string;
}) {
  return isExternal(cs.path) ? (
    <a href={cs.path} className={className} target="_blank" rel="noopener noreferrer" title={title}>
      {children}
    </a>
  ) : (
    <Link to={cs.path} className={className} title={title}>
      {children}
    </Link>
  );
}

export function ContactLinks({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const { liveChat, channels } = useCustomerService();
  const list = liveChat ? [liveChat, ...channels] : channels;
  if (list.length === 0) {
    return null;
  }
  return (
    <section aria-label={t('side.contact')}>
      {list.map((cs) => (
        <ChannelLink
          key={`${cs.csType}-${cs.path}`}
          cs={cs}
          className={styles.row}
          title={compact ? cs.title : undefined}
        >
          <Icon name={channelIcon(cs)} />
          <span className={styles.rowLabel}>{cs === liveChat ? t('side.liveChat') : cs.title}</span>
        </ChannelLink>
      ))}
    </section>
  );
}
