// "My account" edit form of the security centre (issue 5): nickname, full name, birthday (21+),
// e-mail and messaging ids. The shared contract validates in the browser first; the server's
// field codes land under the same fields. Mobile is not edited here.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZProfileUpdateSchema, type TProfile, type TProfileUpdate } from '@pavilion/contracts/profile';
import { ApiError } from '@/shared/api/http';
import { codeKey, ERRORS_NS, TEXT_CODES } from '@/shared/errors/error-text';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { Spinner } from '@/shared/ui/spinner';
import { useProfile, useSaveProfile } from './profile-api';
import styles from './security-center.module.css';

type TFieldName = keyof TProfileUpdate;
const FIELDS: { name: TFieldName; type?: string; autoComplete?: string }[] = [
  { name: 'nickname', autoComplete: 'nickname' },
  { name: 'fullName', autoComplete: 'name' },
  { name: 'birthday', type: 'date', autoComplete: 'bday' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'telegram' },
  { name: 'line' },
  { name: 'whatsapp' },
  { name: 'wechat' },
  { name: 'zalo' },
];

function toValues(profile: TProfile): Record<TFieldName, string> {
  return Object.fromEntries(FIELDS.map(({ name }) => [name, profile[name] ?? ''])) as Record<
    TFieldName,
    string
  >;
}

/** Empty inputs mean "not set"; nickname is always sent as typed. */
function toUpdate(values: Record<TFieldName, string>): TProfileUpdate {
  const nullable = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    nickname: values.nickname.trim(),
    fullName: nullable(values.fullName),
    birthday: nullable(values.birthday),
    email: nullable(values.email),
    telegram: nullable(values.telegram),
    line: nullable(values.line),
    whatsapp: nullable(values.whatsapp),
    wechat: nullable(values.wechat),
    zalo: nullable(values.zalo),
  };
}

export function ProfileForm() {
  const { t } = useTranslation('shell');
  const { data: profile } = useProfile();
  if (!profile) {
    return <Spinner label={t('loading', { ns: 'common' })} />;
  }
  return <ProfileFormBody profile={profile} />;
}

function ProfileFormBody({ profile }: { profile: TProfile }) {
  const { t } = useTranslation(['shell', ERRORS_NS]);
  const save = useSaveProfile();
  const [values, setValues] = useState(() => toValues(profile));
  const [errors, setErrors] = useState<Partial<Record<TFieldName, string>>>({});
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = toUpdate(values);
    const parsed = ZProfileUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (error) => setErrors(error instanceof ApiError ? error.fields : {}),
    });
  };

  const fieldError = (name: TFieldName) => {
    const code = errors[name];
    if (!code) {
      return undefined;
    }
    // the profile's own rules, else the shared text of a catalogue code (EMAIL_FORMAT…)
    const shared = TEXT_CODES.has(code) ? t(codeKey(code)) : t('profile.errors.invalid');
    return t(`profile.errors.${code}`, { defaultValue: shared });
  };
  const failed = save.error && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0);

  return (
    <form className={styles.profileForm} onSubmit={onSubmit} noValidate data-testid="profile-form">
      <h3 className={styles.subTitle}>{t('profile.title')}</h3>
      <div className={styles.profileGrid}>
        {FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            name={name}
            type={type ?? 'text'}
            autoComplete={autoComplete ?? 'off'}
            label={t(`profile.fields.${name}`)}
            required={name === 'nickname'}
            hint={name === 'birthday' ? t('profile.birthdayHint') : undefined}
            value={values[name]}
            error={fieldError(name)}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          />
        ))}
      </div>
      {saved ? <FormAlert tone="success">{t('profile.saved')}</FormAlert> : null}
      {failed ? <FormAlert>{t('profile.saveFailed')}</FormAlert> : null}
      <div>
        <Button type="submit" busy={save.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
