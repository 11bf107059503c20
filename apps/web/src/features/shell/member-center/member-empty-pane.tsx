// A member-centre page whose feature has not landed: what the page is for, and its empty state.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/page-frame';
import { MEMBER_PAGE_ICONS, type TMemberPageKey } from './member-pages';

export function MemberEmptyPane({ page }: { page: TMemberPageKey }) {
  const { t } = useTranslation('shell');
  return (
    <EmptyState
      icon={MEMBER_PAGE_ICONS[page]}
      title={t(`member.pages.${page}.empty`)}
      text={t(`member.pages.${page}.text`)}
      level={3}
    />
  );
}
