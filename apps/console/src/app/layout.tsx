// The signed-in frame: side menu by area (entries the operator's role may read), the header with
// language, theme and sign-out, and the screen. Without a session it sends to the login page. At phone
// width (≤ 900 px) the menu folds behind a "Menu" button in the header (a disclosure: it opens above
// the screen, closes on a choice, on Escape and on a route change), so the screen starts at the top.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
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
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) {
      return;
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
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
      <nav className={menuOpen ? 'side open' : 'side'} aria-label={t('menu.label')}>
        <div className="side-head">
          <p className="brand">{t('app.name')}</p>
          <button
            type="button"
            className="btn menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="console-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? t('menu.close') : t('menu.open')}
          </button>
        </div>
        <div id="console-menu" className="menu-areas">
          {areas.map((area) => (
            <div key={area.label} className="menu-area">
              <p className="menu-heading">{t(area.label)}</p>
              <ul>
                {area.entries.map((entry) => (
                  <li key={entry.path}>
                    <NavLink to={entry.path} end onClick={() => setMenuOpen(false)}>
                      {t(entry.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className="main-column">
        <header className="topbar">
          <span>
            {me.data.username} · {t(`roles.${me.data.role}`)}
          </span>
          <div className="row topbar-actions">
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
