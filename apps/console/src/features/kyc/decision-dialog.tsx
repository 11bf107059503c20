// Approve or reject one KYC document: approving asks for a confirmation (and an optional note),
// rejecting for a reason code from the list the member reads in their language, and an optional note.
// A refusal of the server (already decided, role) stays in the dialog.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_REASON_CODES, type TKycAdminDocument, type TKycReasonCode } from '@pavilion/contracts/kyc';
import { errorText } from '@/shared/error-text';
import { decideDocument } from './kyc-api';

type TProps = {
  document: TKycAdminDocument | null;
  decision: 'approve' | 'reject';
  onDone: (document: TKycAdminDocument) => void;
  onClose: () => void;
};

export function DecisionDialog({ document, decision, onDone, onClose }: TProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [reasonCode, setReasonCode] = useState<TKycReasonCode>('unreadable');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (document && dialog && !dialog.open) {
      setFailure(null);
      setNote('');
      setReasonCode('unreadable');
      dialog.showModal();
    } else if (!document && dialog?.open) {
      dialog.close();
    }
  }, [document]);

  const submit = async () => {
    if (!document) {
      return;
    }
    setBusy(true);
    try {
      const trimmed = note.trim();
      const extra = trimmed ? { note: trimmed } : {};
      const done = await decideDocument(
        document.id,
        decision === 'approve' ? { decision, ...extra } : { decision, reasonCode, ...extra },
      );
      onDone(done);
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const kind = document ? t(`kyc.kind_${document.kind}`) : '';
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 id={titleId}>
          {t(decision === 'approve' ? 'kyc.approveTitle' : 'kyc.rejectTitle', {
            kind,
            member: document?.account ?? '',
          })}
        </h2>
        {decision === 'reject' && (
          <label className="field">
            <span>{t('kyc.reason')}</span>
            <select value={reasonCode} onChange={(e) => setReasonCode(e.target.value as TKycReasonCode)}>
              {KYC_REASON_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`kyc.reason_${code}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          <span>{t('kyc.note')}</span>
          <textarea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
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
          <button
            type="submit"
            className={decision === 'approve' ? 'btn btn-primary' : 'btn btn-danger'}
            disabled={busy}
          >
            {t(decision === 'approve' ? 'kyc.approve' : 'kyc.reject')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
