// The filters of a game list centre (spec §1): the type chips, the 1-unit minimum bet and 25+
// lines toggles (slot lists), and the text search.
import { useTranslation } from 'react-i18next';
import { SLOT_FILTER_SUB_TYPES, type TGameSubType } from '@pavilion/contracts/games-constants';
import styles from './game-filters.module.css';

/** The Pavilion Originals lead the chips (decision 077), then the slot filters of spec §1. */
const CHIPS: readonly TGameSubType[] = ['originals', ...SLOT_FILTER_SUB_TYPES];

type TGameFiltersProps = {
  slotFilters: boolean;
  subType: TGameSubType | null;
  minBet1: boolean;
  lines25: boolean;
  search: string;
  onSubType: (subType: TGameSubType | null) => void;
  onMinBet1: (on: boolean) => void;
  onLines25: (on: boolean) => void;
  onSearch: (text: string) => void;
};

export function GameFilters(props: TGameFiltersProps) {
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.filters}>
      {props.slotFilters ? (
        <div className={styles.chips} role="group" aria-label={t('filters.type')}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={props.subType === null}
            onClick={() => props.onSubType(null)}
          >
            {t('filters.all')}
          </button>
          {CHIPS.map((s) => (
            <button
              key={s}
              type="button"
              className={styles.chip}
              aria-pressed={props.subType === s}
              onClick={() => props.onSubType(props.subType === s ? null : s)}
            >
              {t(`filters.${s}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.row}>
        <label className={styles.search}>
          <span className={styles.srOnly}>{t('filters.search')}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M10.5 4a6.5 6.5 0 1 0 4 11.6l4.4 4.4 1.1-1.1-4.4-4.4A6.5 6.5 0 0 0 10.5 4Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          <input
            type="search"
            value={props.search}
            maxLength={50}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(e) => props.onSearch(e.target.value)}
          />
        </label>
        {props.slotFilters ? (
          <>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={props.minBet1}
                onChange={(e) => props.onMinBet1(e.target.checked)}
              />
              <span>{t('filters.minBet1')}</span>
            </label>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={props.lines25}
                onChange={(e) => props.onLines25(e.target.checked)}
              />
              <span>{t('filters.lines25')}</span>
            </label>
          </>
        ) : null}
      </div>
    </div>
  );
}
