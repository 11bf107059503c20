// The page loader (spec §2.1, §4): a full-screen overlay shown during slow actions such as
// logout; every navigation hides it again.
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { Spinner } from './spinner';

export const usePageLoader = create<{ visible: boolean; show: () => void; hide: () => void }>((set) => ({
  visible: false,
  show: () => set({ visible: true }),
  hide: () => set({ visible: false }),
}));

export function PageLoader() {
  const visible = usePageLoader((s) => s.visible);
  const { t } = useTranslation('common');
  if (!visible) {
    return null;
  }
  return (
    <div className="page-loader">
      <Spinner label={t('loading')} />
    </div>
  );
}
