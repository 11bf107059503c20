// The messages feature's app-level dialog, mounted once by the player layout: the feedback dialog
// (modal store name 'feedback'), a lazy chunk fetched when it opens.
import { lazyModal } from '@/shared/ui/lazy-modal';
import { useModalStore } from '@/shared/ui/modal-store';

const FeedbackModal = lazyModal(() => import('./feedback-modal').then((m) => m.FeedbackModal));

export function MessagesModals() {
  const name = useModalStore((s) => s.name);
  const close = useModalStore((s) => s.close);
  return name === 'feedback' ? <FeedbackModal onClose={close} /> : null;
}
