// The sportsbook's header: the vertical's name (and the vendor tile the member came through), the
// three verticals, the views (events, my bets, results) and the odds format switch.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import {
  ODDS_FORMATS,
  SPORTS_VERTICALS,
  type TOddsFormat,
  type TSportsVertical,
} from '@pavilion/games/sports/catalogue';
import { CATEGORY_PATHS } from '@pavilion/contracts/games-constants';
import { useOddsFormat } from '../lib/odds-format';
import styles from './sportsbook.module.css';

export const VIEWS = ['events', 'bets', 'results'] as const;
export type TView = (typeof VIEWS)[number];

export function SportsbookHeader({ vertical, view }: { vertical: TSportsVertical; view: TView }) {
  const { t } = useTranslation('sportsbook');
  const [params, setParams] = useSearchParams();
  const format = useOddsFormat((s) => s.format);
  const setFormat = useOddsFormat((s) => s.setFormat);
  const formatId = useId();
  const vendor = params.get('vendor');
  const selectView = (next: TView) => {
    const copy = new URLSearchParams(params);
    copy.delete('event');
    if (next === 'events') {
      copy.delete('view');
    } else {
      copy.set('view', next);
    }
    setParams(copy);
  };
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t(`vertical.${vertical}`)}</h1>
        {vendor ? <span className={styles.vendor}>{t('vendor', { vendor })}</span> : null}
        <div className={styles.format}>
          <label htmlFor={formatId}>{t('oddsFormat.label')}</label>
          <select
            id={formatId}
            className={styles.select}
            value={format}
            onChange={(event) => setFormat(event.target.value as TOddsFormat)}
            data-testid="odds-format"
          >
            {ODDS_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`oddsFormat.${f}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <nav className={styles.verticals} aria-label={t('verticals')}>
        {SPORTS_VERTICALS.map((v) => (
          <NavLink key={v} to={CATEGORY_PATHS[v]} className={styles.vertical} end>
            {t(`vertical.${v}`)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.views} role="group" aria-label={t('views')}>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className={styles.chip}
            aria-pressed={view === v}
            onClick={() => selectView(v)}
          >
            {t(`view.${v}`)}
          </button>
        ))}
      </div>
    </header>
  );
}
