// Console start-up: theme and language first (so the first paint is in the operator's choice),
// then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/shared/i18n';
import { initTheme } from '@/shared/theme';
import '@/app/fonts';
import '@/app/global.css';

initTheme();
initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
