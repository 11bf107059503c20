// Register a downline player or agent (spec §2.8 `registerCenter`): the account types this agent
// may open, username, password and confirmation, an optional nickname and the fields the site's
// registration config shows, checked with the player registration's rules before sending.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAgentRegisterOptions, TAgentRegisterReply } from '@pavilion/contracts/agent-team';
import { fieldErrorText } from '@/features/auth/model/error-text';
import { ApiError } from '@/shared/api/http';
import { encryptField } from '@/shared/crypto/encrypt';
import { useErrorText } from '@/shared/errors/error-text';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PasswordField } from '@/shared/ui/form/password-field';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useRegisterDownline } from '../api/use-team';
import {
  boundsOf,
  extraFields,
  requestBody,
  SECRET_FIELDS,
  validateForm,
  type TFormValues,
} from '../model/register-form';
import styles from './agent-team.module.css';

export function RegisterForm({ options }: { options: TAgentRegisterOptions }) {
  const { t } = useTranslation('agent-team');
  const auth = useTranslation(['auth', 'errors']).t;
  const errorText = useErrorText();
  const register = useRegisterDownline();
  const [type, setType] = useState(String(options.types.find((x) => x !== 0) ?? options.types[0] ?? 0));
  const [values, setValues] = useState<TFormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<TAgentRegisterReply | null>(null);
  const fields = options.fields;

  const set = (field: string) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const err = (field: string) => {
    const code = errors[field];
    return code ? fieldErrorText(auth, code, boundsOf(fields, field)) : undefined;
  };
  const secretProps = { showLabel: t('register.showPassword'), hideLabel: t('register.hidePassword') };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setDone(null);
    const found = validateForm(values, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    try {
      const reply = await register.mutateAsync(await requestBody(values, Number(type), fields, encryptField));
      setDone(reply);
      setValues({});
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
      } else if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
        setErrors({ username: 'USERNAME_TAKEN' });
      } else {
        setFormError(errorText(error));
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="register-form">
      {done ? (
        <FormAlert tone="success">
          <span data-testid="register-done">{t('register.done', { account: done.account })}</span>
        </FormAlert>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <SelectField
        label={t('register.type')}
        value={type}
        onChange={(e) => setType(e.currentTarget.value)}
        options={options.types.map((x) => ({ value: String(x), label: t(`types.${x}`) }))}
        required
      />
      <TextField
        label={t('register.username')}
        value={values.username ?? ''}
        onChange={set('username')}
        error={err('username')}
        autoComplete="off"
        autoCapitalize="off"
        required
      />
      <TextField
        label={t('register.nickname')}
        value={values.nickname ?? ''}
        onChange={set('nickname')}
        maxLength={32}
        autoComplete="off"
      />
      <PasswordField
        {...secretProps}
        label={t('register.password')}
        value={values.password ?? ''}
        onChange={set('password')}
        error={err('password')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...secretProps}
        label={t('register.confirmPassword')}
        value={values.confirmPassword ?? ''}
        onChange={set('confirmPassword')}
        error={err('confirmPassword')}
        autoComplete="new-password"
        required
      />
      {extraFields(fields).map((f) =>
        SECRET_FIELDS.includes(f.field) ? (
          <PasswordField
            key={f.field}
            {...secretProps}
            label={t(`register.fields.${f.field}`)}
            value={values[f.field] ?? ''}
            onChange={set(f.field)}
            error={err(f.field)}
            autoComplete="new-password"
            required
          />
        ) : (
          <TextField
            key={f.field}
            label={t(`register.fields.${f.field}`)}
            value={values[f.field] ?? ''}
            onChange={set(f.field)}
            error={err(f.field)}
            autoComplete="off"
            required={f.required}
          />
        ),
      )}
      <Button type="submit" busy={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
