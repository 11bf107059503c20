// The filter bar of the records: date presets (last 7 / last 30 days, spec §9) and a custom
// from/to range, plus game type and vendor (betting record, profit and loss) or the transaction
// kind (account record), whichever the pane's filters hold. A custom range applies as soon as it is
// valid; until then it says why not.
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type TGameCategory } from '@pavilion/contracts/games';
import { LEDGER_KINDS, type TLedgerKind } from '@pavilion/contracts/wallet';
import { useVendorOptions } from '../api/use-vendor-options';
import {
  DATE_PRESETS,
  presetOf,
  presetRange,
  rangeProblem,
  zoneNow,
  type TDateRange,
} from '../lib/date-range';
import styles from './records.module.css';

/** What a pane filters by: always the range; game type and vendor, or the transaction kind. */
type TFilterValues = {
  range: TDateRange;
  gameType?: TGameCategory | '';
  vendor?: string;
  kind?: TLedgerKind | '';
};
type TOnChange = (patch: Partial<TFilterValues>) => void;

type TRecordFiltersProps = {
  filters: TFilterValues;
  onChange: TOnChange;
  /** the kinds the kind filter offers (every ledger kind unless given) */
  kinds?: readonly TLedgerKind[];
  /** further fields of the bar, after the built-in ones (the agent reports' member filter) */
  children?: ReactNode;
  /** the zone (minutes east of UTC) whose days the presets count; absent: the browser's */
  tzOffset?: number;
};

export function RecordFilters({
  filters,
  onChange,
  kinds = LEDGER_KINDS,
  children,
  tzOffset,
}: TRecordFiltersProps) {
  const { t } = useTranslation('records');
  const { range, gameType, vendor, kind } = filters;
  const [draft, setDraft] = useState<TDateRange>(range);
  const problem = rangeProblem(draft);
  const active = presetOf(range, zoneNow(tzOffset));

  const changeDraft = (next: TDateRange) => {
    setDraft(next);
    if (rangeProblem(next) === null) {
      onChange({ range: next });
    }
  };

  return (
    <div className={styles.filters} role="search" aria-label={t('filters.label')}>
      <div className={styles.presets} role="group" aria-label={t('filters.presets')}>
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`btn btn-outline btn-sm ${styles.preset}`}
            aria-pressed={active === preset}
            onClick={() => {
              const next = presetRange(preset, zoneNow(tzOffset));
              setDraft(next);
              onChange({ range: next });
            }}
          >
            {t(`filters.${preset}`)}
          </button>
        ))}
      </div>
      <FilterField label={t('filters.from')}>
        {(id) => (
          <input
            id={id}
            type="date"
            className={styles.control}
            value={draft.from}
            aria-invalid={problem !== null}
            onChange={(e) => changeDraft({ ...draft, from: e.target.value })}
          />
        )}
      </FilterField>
      <FilterField label={t('filters.to')}>
        {(id) => (
          <input
            id={id}
            type="date"
            className={styles.control}
            value={draft.to}
            aria-invalid={problem !== null}
            onChange={(e) => changeDraft({ ...draft, to: e.target.value })}
          />
        )}
      </FilterField>
      {gameType !== undefined && vendor !== undefined ? (
        <GameFilters gameType={gameType} vendor={vendor} onChange={onChange} />
      ) : null}
      {kind !== undefined ? (
        <FilterField label={t('filters.kind')}>
          {(id) => (
            <select
              id={id}
              className={styles.control}
              value={kind}
              onChange={(e) => onChange({ kind: e.target.value as TLedgerKind | '' })}
            >
              <option value="">{t('filters.allKinds')}</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`kind.${k}`)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
      ) : null}
      {children}
      {problem ? (
        <p className={styles.rangeError} role="alert">
          {t(`filters.problem.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}

type TGameFiltersProps = { gameType: TGameCategory | ''; vendor: string; onChange: TOnChange };

function GameFilters({ gameType, vendor, onChange }: TGameFiltersProps) {
  const { t } = useTranslation('records');
  const vendors = useVendorOptions(gameType);
  return (
    <>
      <FilterField label={t('filters.gameType')}>
        {(id) => (
          <select
            id={id}
            className={styles.control}
            value={gameType}
            onChange={(e) => onChange({ gameType: e.target.value as TGameCategory | '', vendor: '' })}
          >
            <option value="">{t('filters.allGameTypes')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`gameType.${c}`)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField label={t('filters.vendor')}>
        {(id) => (
          <select
            id={id}
            className={styles.control}
            value={vendor}
            onChange={(e) => onChange({ vendor: e.target.value })}
          >
            <option value="">{t('filters.allVendors')}</option>
            {vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        )}
      </FilterField>
    </>
  );
}

/** A label above its control, tied by id (a wrapping label would name the control after its options too). */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
