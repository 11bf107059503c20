// The signed-in frame: side menu by area (entries the operator's role may read), the header with
// language, theme and sign-out, and the screen. Without a session it sends to the login page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet } from 'react-router';
import { api } from '@/shared/http';
import { changeLanguage, CONSOLE_LANGUAGES, type TConsoleLanguage } from '@/shared/i18n';
import { setToken, useToken } from '@/shared/session';
import { setTheme, useTheme } from '@/shared/theme';
import { QueryState } from '@/shared/ui/query-state';
import { hasPermission, useMe } from '@/shared/use-me';
import { TotpEnrolGate } from '@/features/operators/totp-enrol-gate';
import { MENU } from './menu';

export function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const me = useMe();
  const theme = useTheme();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: (everywhere: boolean) =>
      api(everywhere ? '/api/admin/logout-everywhere' : '/api/admin/logout', { method: 'POST' }),
    onSettled: () => {
      setToken(null);
      queryClient.clear();
    },
  });

  if (!token) {
    return <Navigate to="/login" replace />;
  }
  if (!me.data) {
    return (
      <main className="centered">
        <QueryState isLoading={me.isLoading} error={me.error} />
      </main>
    );
  }
  const areas = MENU.map((area) => ({
    ...area,
    entries: area.entries.filter((e) => e.permission === null || hasPermission(me.data, e.permission)),
  })).filter((area) => area.entries.length > 0);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <nav className="side" aria-label={t('menu.label')}>
        <p className="brand">{t('app.name')}</p>
        {areas.map((area) => (
          <div key={area.label} className="menu-area">
            <p className="menu-heading">{t(area.label)}</p>
            <ul>
              {area.entries.map((entry) => (
                <li key={entry.path}>
                  <NavLink to={entry.path} end>
                    {t(entry.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="main-column">
        <header className="topbar">
          <span>
            {me.data.username} · {t(`roles.${me.data.role}`)}
          </span>
          <div className="row">
            <label className="inline">
              <span className="visually-hidden">{t('common.language')}</span>
              <select
                value={i18n.language}
                onChange={(e) => changeLanguage(e.target.value as TConsoleLanguage)}
              >
                {CONSOLE_LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code} lang={l.code}>
                    {l.label}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="btn"
              onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            >
              {theme === 'dark' ? t('common.lightTheme') : t('common.darkTheme')}
            </button>
            <button type="button" className="btn" onClick={() => signOut.mutate(false)}>
              {t('auth.signOut')}
            </button>
            <button type="button" className="btn" onClick={() => signOut.mutate(true)}>
              {t('auth.signOutEverywhere')}
            </button>
          </div>
        </header>
        <main id="main" className="content">
          {me.data.mustChangePassword && (
            <p className="banner" role="status">
              {t('password.mustChange')} <Link to="/security">{t('password.title')}</Link>
            </p>
          )}
          {me.data.mustEnrolTotp && <TotpEnrolGate />}
          <Suspense fallback={<QueryState isLoading error={null} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
