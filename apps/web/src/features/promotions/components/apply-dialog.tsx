// The activity apply form (spec §2.7 "activity apply form", §5, §9): a remark of up to 140
// characters with its counter and up to 3 png or jpg images of up to 5 MB each. The browser checks
// the same limits first; the server checks again, each image by its content. An activity that asks
// for a profile contact (the Zalo bonus) says which one goes with the application, or, when the
// profile has none, says so and links to the profile instead of showing the form.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  APPLICATION_MAX_IMAGES,
  APPLICATION_REMARK_MAX,
  type TPromotion,
} from '@pavilion/contracts/promotions';
import { useErrorText } from '@/shared/errors/error-text';
import { Modal } from '@/shared/ui/modal';
import { useApplyForActivity } from '../api/promotions-api';
import { checkFiles } from '../lib/check-files';
import styles from './promotions.module.css';

export function ApplyDialog({ promotion, onClose }: { promotion: TPromotion; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText();
  const apply = useApplyForActivity();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const remarkId = useId();
  const filesId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = checkFiles(files);
    if (issue) {
      setProblem(t(issue));
      return;
    }
    setProblem(null);
    apply.mutate({ id: promotion.id, remark, files }, { onError: (e) => setProblem(errorText(e)) });
  };

  return (
    <Modal
      title={t('apply.title', { title: promotion.title })}
      onClose={onClose}
      width={480}
      testId="apply-dialog"
    >
      {promotion.contact && !promotion.contact.present ? (
        <div className={styles.stack} data-testid="apply-contact-missing">
          <p className={styles.text} role="status">
            {t(`contact.missing.${promotion.contact.kind}`)}
          </p>
          <Link
            className="btn btn-primary"
            to={{ pathname: '/member', search: '?page=securityCenter' }}
            onClick={onClose}
          >
            {t('contact.toProfile')}
          </Link>
        </div>
      ) : apply.isSuccess ? (
        <div className={styles.stack}>
          <p className={styles.ok} role="status">
            {t('apply.sent')}
          </p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('apply.close')}
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {promotion.contact ? (
            <p className={styles.muted}>{t(`contact.sent.${promotion.contact.kind}`)}</p>
          ) : null}
          <label htmlFor={remarkId}>{t('apply.remark')}</label>
          <textarea
            id={remarkId}
            value={remark}
            maxLength={APPLICATION_REMARK_MAX}
            rows={3}
            onChange={(e) => setRemark(e.target.value)}
          />
          <span className={styles.counter} aria-live="polite">
            {remark.length}/{APPLICATION_REMARK_MAX}
          </span>
          <label htmlFor={filesId}>{t('apply.images')}</label>
          <input
            id={filesId}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            aria-describedby={hintId}
            onChange={(e) => {
              const chosen = Array.from(e.target.files ?? []);
              setFiles(chosen);
              const issue = checkFiles(chosen);
              setProblem(issue ? t(issue) : null);
            }}
          />
          <span id={hintId} className={styles.muted}>
            {t('apply.hint', { count: APPLICATION_MAX_IMAGES })}
          </span>
          {files.length > 0 ? (
            <ul className={styles.files}>
              {files.map((f) => (
                <li key={`${f.name}-${f.size}`}>{f.name}</li>
              ))}
            </ul>
          ) : null}
          {problem ? (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={apply.isPending}>
            {t('apply.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
