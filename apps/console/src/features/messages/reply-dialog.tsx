// The reply to one piece of feedback: the member's text for reference, the reply (checked by the
// API's schema), a server refusal shown in the dialog. A member gets one reply.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZFeedbackReplySchema, type TFeedbackReply } from '@pavilion/contracts/messages';
import { errorText } from '@/shared/error-text';

type TReplyDialogProps = {
  item: { id: number; account: string; content: string } | null;
  onSubmit: (id: number, body: TFeedbackReply) => Promise<unknown>;
  onClose: () => void;
};

export function ReplyDialog({ item, onSubmit, onClose }: TReplyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TFeedbackReply>({
    resolver: zodResolver(ZFeedbackReplySchema),
    defaultValues: { reply: '' },
  });
  // cleared when closed, never while open (a reset racing the typing would lose the reply)
  useEffect(() => {
    if (item && !ref.current?.open) {
      setFailure(null);
      ref.current?.showModal();
    } else if (!item) {
      if (ref.current?.open) {
        ref.current.close();
      }
      form.reset({ reply: '' });
    }
  }, [item, form]);
  const submit = form.handleSubmit(async (values) => {
    if (!item) {
      return;
    }
    try {
      await onSubmit(item.id, values);
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <h2 id={titleId}>{t('messagesAdmin.replyTitle', { account: item?.account ?? '' })}</h2>
        <p className="muted">{item?.content}</p>
        <label className="field">
          <span>{t('messagesAdmin.reply')}</span>
          <textarea
            rows={4}
            aria-invalid={Boolean(form.formState.errors.reply)}
            {...form.register('reply')}
          />
          {form.formState.errors.reply && <span className="field-error">{t('messagesAdmin.replyRule')}</span>}
        </label>
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <div className="row end">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t('messagesAdmin.sendReply')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
