// "Open demo inbox": shown only when the server exposes the demo outbox. Opens the inbox as a
// dialog on top of the current modal, so the form underneath keeps what was typed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InnerDialog } from '@/shared/ui/form/inner-dialog';
import { useOutboxAvailable } from '../api/use-site-data';
import styles from './auth.module.css';
import { OutboxList } from './outbox-list';

export function DemoInboxLink() {
  const { t } = useTranslation('auth');
  const available = useOutboxAvailable();
  const [open, setOpen] = useState(false);
  if (!available) {
    return null;
  }
  return (
    <>
      <button type="button" className={styles.textLink} onClick={() => setOpen(true)}>
        {t('outbox.open')}
      </button>
      {open ? (
        <InnerDialog
          title={t('outbox.title')}
          onClose={() => setOpen(false)}
          closeLabel={t('common.close')}
          wide
        >
          <OutboxList />
        </InnerDialog>
      ) : null}
    </>
  );
}
