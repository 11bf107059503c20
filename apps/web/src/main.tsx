import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/shared/i18n/i18n';
import { initTheme } from '@/shared/theme/theme';
import '@/app/global.css';

initI18n();
initTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
