// The feedback form (spec §3, §5): question type, description of 20 to 200 characters with a
// counter (trimmed), captcha (when the site's captcha switch CAPTCHA3 is on). Submitting with empty fields shows one warning listing them (spec §5);
// a description of the wrong length gets its message under the field. A failed captcha loads a
// new image and clears the answer.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPE_NAMES,
  FEEDBACK_TYPES,
  ZFeedbackContentSchema,
  missingFeedbackFields,
  type TFeedbackItem,
  type TFeedbackType,
} from '@pavilion/contracts/messages';
import { ApiError } from '@/shared/api/http';
import { useErrorText } from '@/shared/errors/error-text';
import { Button } from '@/shared/ui/form/button';
import { CaptchaField } from '@/shared/ui/form/captcha-field';
import { FieldFrame } from '@/shared/ui/form/field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SelectField } from '@/shared/ui/form/select-field';
import { useCaptcha } from '@/shared/ui/form/use-captcha';
import { useFlag } from '@/shared/site/use-permission';
import { useSendFeedback } from '../api/use-feedback';
import styles from './feedback.module.css';

export function FeedbackForm({ onSent }: { onSent: (item: TFeedbackItem) => void }) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const captchaOn = useFlag('CAPTCHA3');
  const captcha = useCaptcha(captchaOn);
  const send = useSendFeedback();
  const [type, setType] = useState<TFeedbackType | null>(null);
  const [content, setContent] = useState('');
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [contentError, setContentError] = useState<string | undefined>();
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setCaptchaError(undefined);
    const empty = missingFeedbackFields({ type, content, captcha: captchaOn ? answer : null });
    setMissing(empty.map((field) => t(`form.fieldNames.${field}`)));
    const parsed = ZFeedbackContentSchema.safeParse(content);
    setContentError(
      empty.includes('content') || parsed.success
        ? undefined
        : t('form.length', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH }),
    );
    if (empty.length > 0 || !parsed.success || type === null) {
      return;
    }
    send.mutate(
      {
        type,
        content: parsed.data,
        ...(captchaOn ? { captcha: answer.trim(), captchaId: captcha.captchaId ?? undefined } : {}),
      },
      {
        onSuccess: (item) => {
          setType(null);
          setContent('');
          setAnswer('');
          captcha.reload();
          onSent(item);
        },
        onError: (error) => {
          setAnswer('');
          captcha.reload();
          if (
            error instanceof ApiError &&
            (error.code === 'auth/captcha-check-failed' || error.code === 'CAPTCHA_REQUIRED')
          ) {
            setCaptchaError(errorText(error));
          } else {
            setFormError(errorText(error));
          }
        },
      },
    );
  };

  const typeOptions = [
    { value: '', label: t('form.typePlaceholder') },
    ...FEEDBACK_TYPES.map((value) => ({
      value: String(value),
      label: t(`types.${FEEDBACK_TYPE_NAMES[value]}`),
    })),
  ];
  const length = content.trim().length;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="feedback-form">
      {missing.length > 0 ? (
        <FormAlert tone="error">
          {t('form.missing', { fields: missing.join(t('form.listSeparator')) })}
        </FormAlert>
      ) : null}
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <SelectField
        label={t('form.type')}
        required
        options={typeOptions}
        value={type === null ? '' : String(type)}
        onChange={(e) => setType(e.target.value === '' ? null : (Number(e.target.value) as TFeedbackType))}
      />
      <FieldFrame
        label={t('form.content')}
        required
        error={contentError}
        hint={t('form.hint', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })}
      >
        {({ id, describedBy, invalid }) => (
          <div className={styles.textareaWrap}>
            <textarea
              id={id}
              className={styles.textarea}
              rows={5}
              maxLength={FEEDBACK_MAX_LENGTH}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={invalid || undefined}
              aria-required
              aria-describedby={describedBy}
            />
            <span className={styles.counter} aria-live="polite" data-testid="feedback-counter">
              {t('form.counter', { count: length, max: FEEDBACK_MAX_LENGTH })}
            </span>
          </div>
        )}
      </FieldFrame>
      {captchaOn ? (
        <CaptchaField
          label={t('form.captcha')}
          required
          captcha={captcha}
          refreshLabel={t('form.captchaRefresh')}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={captchaError}
          inputMode="numeric"
          maxLength={10}
        />
      ) : null}
      <Button type="submit" variant="primary" block busy={send.isPending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
