// The member filter of the agent reports: an account of the agent's tree, applied on Enter or when
// the field is left (not on every key, so the reports do not ask for half-typed names).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterField } from '@/features/records/components/record-filters';
import recordStyles from '@/features/records/components/records.module.css';

export function AccountFilter({ value, onChange }: { value: string; onChange: (account: string) => void }) {
  const { t } = useTranslation('agent-reports');
  const [draft, setDraft] = useState(value);
  const apply = () => {
    if (draft.trim() !== value.trim()) {
      onChange(draft.trim());
    }
  };
  return (
    <FilterField label={t('filters.account')}>
      {(id) => (
        <input
          id={id}
          type="search"
          className={recordStyles.control}
          value={draft}
          placeholder={t('filters.allMembers')}
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={apply}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              apply();
            }
          }}
        />
      )}
    </FilterField>
  );
}
