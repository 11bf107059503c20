// Team management search (spec §2.8): username, level, type, status, registered between, last
// login between, balance range. Applied on submit; the reset clears them.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '@pavilion/contracts/amount';
import { AGENT_USER_TYPES, MEMBER_USER_TYPE } from '@pavilion/contracts/constants';
import { MEMBER_STATUSES } from '@pavilion/contracts/agent-team';
import { Button } from '@/shared/ui/form/button';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import styles from './agent-team.module.css';

export type TTeamSearch = Record<string, string | number | undefined>;

const TEXT_KEYS = ['username', 'registeredFrom', 'registeredTo', 'lastLoginFrom', 'lastLoginTo'] as const;

/** The search as query parameters (amounts typed in major units become minor units). */
export function searchQuery(form: Record<string, string>): TTeamSearch {
  const query: TTeamSearch = {};
  for (const key of TEXT_KEYS) {
    const value = form[key]?.trim();
    if (value) {
      query[key] = value;
    }
  }
  for (const key of ['depth', 'type', 'status'] as const) {
    if (form[key]) {
      query[key] = form[key];
    }
  }
  for (const key of ['minBalance', 'maxBalance'] as const) {
    const parsed = form[key]?.trim() ? parseAmount(form[key] ?? '', { allowZero: true }) : null;
    if (parsed?.ok) {
      query[key] = parsed.minor;
    }
  }
  return query;
}

export function TeamFilters({ onSearch }: { onSearch: (query: TTeamSearch) => void }) {
  const { t } = useTranslation('agent-team');
  const [form, setForm] = useState<Record<string, string>>({});
  const set = (key: string) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(searchQuery(form));
  };
  const any = { value: '', label: t('members.any') };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('members.search')}>
      <TextField label={t('columns.account')} value={form.username ?? ''} onChange={set('username')} />
      <SelectField
        label={t('columns.depth')}
        value={form.depth ?? ''}
        onChange={set('depth')}
        options={[
          any,
          ...[1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: t('members.level', { depth: d }) })),
        ]}
      />
      <SelectField
        label={t('columns.type')}
        value={form.type ?? ''}
        onChange={set('type')}
        options={[
          any,
          ...[MEMBER_USER_TYPE, ...AGENT_USER_TYPES].map((x) => ({
            value: String(x),
            label: t(`types.${x}`),
          })),
        ]}
      />
      <SelectField
        label={t('columns.status')}
        value={form.status ?? ''}
        onChange={set('status')}
        options={[any, ...MEMBER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
      />
      <TextField
        label={t('members.registeredFrom')}
        type="date"
        value={form.registeredFrom ?? ''}
        onChange={set('registeredFrom')}
      />
      <TextField
        label={t('members.registeredTo')}
        type="date"
        value={form.registeredTo ?? ''}
        onChange={set('registeredTo')}
      />
      <TextField
        label={t('members.lastLoginFrom')}
        type="date"
        value={form.lastLoginFrom ?? ''}
        onChange={set('lastLoginFrom')}
      />
      <TextField
        label={t('members.lastLoginTo')}
        type="date"
        value={form.lastLoginTo ?? ''}
        onChange={set('lastLoginTo')}
      />
      <TextField
        label={t('members.minBalance')}
        inputMode="decimal"
        value={form.minBalance ?? ''}
        onChange={set('minBalance')}
      />
      <TextField
        label={t('members.maxBalance')}
        inputMode="decimal"
        value={form.maxBalance ?? ''}
        onChange={set('maxBalance')}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('members.apply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setForm({});
            onSearch({});
          }}
        >
          {t('members.reset')}
        </Button>
      </div>
    </form>
  );
}
