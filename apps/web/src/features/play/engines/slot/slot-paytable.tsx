// The theme's paytable in money at the chosen line bet: line pays for 2–5 of a kind, scatter
// pays in total bets, free spins and their multiplier.
import { useTranslation } from 'react-i18next';
import type { TSlotTheme } from '@pavilion/games/engines/slot-paytables';
import { SlotSymbol } from './slot-symbol';
import styles from './slot.module.css';

type TSlotPaytableProps = {
  theme: TSlotTheme;
  money: (minor: number) => string;
  lineBet: number;
  lines: number;
};

const LINE_SYMBOLS = ['W', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4'] as const;

export function SlotPaytable({ theme, money, lineBet, lines }: TSlotPaytableProps) {
  const { t } = useTranslation('play');
  const name = (symbol: string) => t(`page.slot.symbols.${theme.id}.${symbol}`);
  return (
    <details className={styles.paytable}>
      <summary>{t('page.paytable')}</summary>
      <div className={styles.tableScroll}>
        <table className={styles.payTableGrid}>
          <caption className="visually-hidden">{t('page.slot.paytableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('page.slot.symbol')}</th>
              {[2, 3, 4, 5].map((n) => (
                <th key={n} scope="col">
                  ×{n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LINE_SYMBOLS.map((symbol) => (
              <tr key={symbol}>
                <th scope="row" className={styles.paySymbol}>
                  <span className={styles.payGlyph}>
                    <SlotSymbol theme={theme.id} symbol={symbol} />
                  </span>
                  {name(symbol)}
                </th>
                {theme.pays[symbol].map((pay, i) => (
                  <td key={i}>{pay > 0 ? money(pay * lineBet) : '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        {t('page.slot.scatterRule', {
          symbol: name('S'),
          three: money(theme.scatterPays[0] * lineBet * lines),
          four: money(theme.scatterPays[1] * lineBet * lines),
          five: money(theme.scatterPays[2] * lineBet * lines),
        })}
      </p>
      <p>
        {t('page.slot.freeSpinRule', {
          three: theme.freeSpins[0],
          four: theme.freeSpins[1],
          five: theme.freeSpins[2],
          multiplier: theme.freeSpinMultiplier,
        })}
      </p>
      <p>{t('page.slot.wildRule', { symbol: name('W'), scatter: name('S') })}</p>
    </details>
  );
}
