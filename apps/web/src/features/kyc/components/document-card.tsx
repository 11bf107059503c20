// One document kind on the verification page: its state (not sent, pending, approved, or rejected
// with the operator's reason in the member's language and their note) and, until it is approved, a
// file input to send it (again).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKycDocument, TKycDocumentKind } from '@pavilion/contracts/kyc';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { Button } from '@/shared/ui/form/button';
import { FieldFrame } from '@/shared/ui/form/field';
import { useUploadKycDocument } from '../api/use-kyc';
import { KYC_ACCEPT, kycFileError, readAsDataUrl, type TKycFileError } from '../lib/kyc-file';
import styles from './kyc.module.css';

type TProps = { kind: TKycDocumentKind; document: TKycDocument | undefined };

export function DocumentCard({ kind, document }: TProps) {
  const { t } = useTranslation('kyc');
  const errorText = useErrorText();
  const upload = useUploadKycDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<TKycFileError | null>(null);
  const state = document?.status ?? 'none';
  const titleId = `kyc-${kind}-title`;

  const send = async () => {
    const error = kycFileError(file);
    setFileError(error);
    if (error || !file) {
      return;
    }
    upload.mutate({ kind, image: await readAsDataUrl(file) });
  };

  const fieldError = fileError
    ? t(`file.${fileError}`)
    : upload.isError
      ? errorText(upload.error)
      : undefined;

  return (
    <li className={styles.document} aria-labelledby={titleId} data-testid={`kyc-${kind}`}>
      <div className={styles.documentHead}>
        <h4 id={titleId} className={styles.documentTitle}>
          {t(`kind.${kind}.title`)}
        </h4>
        <span className={`${styles.badge} ${styles[`tone_${state === 'superseded' ? 'pending' : state}`]}`}>
          {t(`status.${state}`)}
        </span>
      </div>
      <p className={styles.hint}>{t(`kind.${kind}.hint`)}</p>
      {document ? (
        <p className={styles.hint}>{t('uploadedAt', { time: formatDateTime(document.uploadedAt) })}</p>
      ) : null}
      {document?.status === 'rejected' && document.reasonCode ? (
        <p className={styles.reason}>
          {t('rejectedBecause', { reason: t(`reason.${document.reasonCode}`) })}
          {document.note ? ` ${t('operatorNote', { note: document.note })}` : null}
        </p>
      ) : null}
      {state !== 'approved' ? (
        <div className={styles.upload}>
          <FieldFrame
            label={t(state === 'none' ? 'choose' : 'chooseAgain')}
            hint={t('fileHint')}
            error={fieldError}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="file"
                accept={KYC_ACCEPT}
                className={styles.fileInput}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setFileError(null);
                  upload.reset();
                }}
              />
            )}
          </FieldFrame>
          <Button busy={upload.isPending} onClick={() => void send()}>
            {t('upload', { kind: t(`kind.${kind}.title`) })}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
