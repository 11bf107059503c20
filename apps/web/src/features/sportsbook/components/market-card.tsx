// One market of an event: its title (with the line, map or round) and its prices. A suspended or
// closed market stays on the page greyed, its prices locked; a settled one shows each selection's
// outcome.
import { useTranslation } from 'react-i18next';
import type { TEventDetail, TMarket } from '@pavilion/contracts/sportsbook';
import { useSlip } from '../hooks/use-slip';
import { marketTitle, selectionLabel, sortSelections } from '../lib/labels';
import type { TSlipLeg } from '../lib/slip';
import { OddsButton } from './odds-button';
import styles from './odds.module.css';

type TMarketCardProps = { event: TEventDetail; market: TMarket; bettable: boolean };

export function legOf(
  event: Pick<TEventDetail, 'id' | 'sport' | 'home' | 'away'>,
  market: TMarket,
  selection: TMarket['selections'][number],
): TSlipLeg {
  return {
    selectionId: selection.id,
    marketId: market.id,
    eventId: event.id,
    sport: event.sport,
    home: event.home,
    away: event.away,
    kind: market.kind,
    lineQ: market.lineQ,
    param: market.param,
    key: selection.key,
    label: selection.label ?? null,
    odds1000: selection.odds1000,
    previousOdds1000: null,
    open: market.status === 'open',
  };
}

export function MarketCard({ event, market, bettable }: TMarketCardProps) {
  const { t } = useTranslation('sportsbook');
  const selected = useSlip((s) => s.legs);
  const toggle = useSlip((s) => s.toggle);
  const open = bettable && market.status === 'open';
  const title = marketTitle(t, market);
  const columns = market.selections.length <= 3 ? market.selections.length : undefined;
  return (
    <section
      className={styles.market}
      data-status={market.status}
      data-kind={market.kind}
      data-testid="market"
      aria-label={title}
    >
      <div className={styles.marketHead}>
        <h3 className={styles.marketTitle}>{title}</h3>
        {market.status !== 'open' ? (
          <span className={styles.marketState}>{t(`marketStatus.${market.status}`)}</span>
        ) : null}
      </div>
      <div className={styles.prices} data-columns={columns}>
        {sortSelections(market.kind, market.selections).map((selection) => {
          const label = selectionLabel(t, { ...market, ...selection, home: event.home, away: event.away });
          return (
            <OddsButton
              key={selection.id}
              label={selection.result ? `${label} · ${t(`outcome.${selection.result}`)}` : label}
              odds1000={selection.odds1000}
              open={open}
              selected={selected.some((leg) => leg.selectionId === selection.id)}
              onToggle={() => toggle(legOf(event, market, selection))}
            />
          );
        })}
      </div>
    </section>
  );
}
