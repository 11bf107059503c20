// Route guards. A screen the operator's role may not read shows a refusal instead of a screen of 403s.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPermission } from '@pavilion/contracts/console-access';
import { Navigate } from 'react-router';
import { hasPermission, useCan, useMe } from '@/shared/use-me';
import { MENU } from './menu';

export function Guard({ permission, children }: { permission: TPermission; children: ReactNode }) {
  const { t } = useTranslation();
  return useCan(permission) ? children : <p className="error">{t('errors.FORBIDDEN')}</p>;
}

/** The landing screen: the dashboard, or the first menu entry the role may read. */
export function Landing({ dashboard }: { dashboard: ReactNode }) {
  const me = useMe().data;
  if (hasPermission(me, 'reports.read')) {
    return dashboard;
  }
  const first = MENU.flatMap((a) => a.entries).find((e) => e.permission && hasPermission(me, e.permission));
  return <Navigate to={first?.path ?? '/security'} replace />;
}
