// One ticket of my bets: bet type, stake, what it returns (or returned), each leg with its odds and
// outcome, and for an open single the cash-out offer (a live quote, then a confirmation).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTicket } from '@pavilion/contracts/sportsbook';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useCashOut, useCashOutQuote } from '../api/sportsbook-api';
import { marketTitle, selectionLabel } from '../lib/labels';
import { useOddsText } from '../lib/odds-format';
import { newRequestId } from '../lib/slip';
import styles from './sportsbook.module.css';

export function TicketCard({ ticket }: { ticket: TTicket }) {
  const { t } = useTranslation('sportsbook');
  const oddsText = useOddsText();
  const symbol = useWalletCurrencySymbol();
  const money = (minor: number) => formatMoney(minor, symbol);
  const [cashing, setCashing] = useState(false);
  const kind =
    ticket.betType === 'system' && ticket.systemKind
      ? systemName(t, ticket.systemKind)
      : t(`betType.${ticket.betType}`);
  return (
    <li className={styles.ticket} data-testid="ticket" data-ticket-id={ticket.id} data-status={ticket.status}>
      <div className={styles.ticketHead}>
        <span className={styles.ticketKind}>{kind}</span>
        <span className={styles.ticketStatus} data-status={ticket.status}>
          {t(`ticketStatus.${ticket.status}`)}
        </span>
      </div>
      <ul className={styles.ticketLegs}>
        {ticket.legs.map((leg) => (
          <li key={leg.selectionId} className={styles.ticketLeg}>
            <span className={styles.legMain}>
              {selectionLabel(t, { ...leg, key: leg.selectionKey })} @ {oddsText(leg.odds1000)}
            </span>
            <span className={styles.legSub}>
              {marketTitle(t, leg)} ·{' '}
              {leg.kind === 'outright' ? leg.league : `${leg.home} ${t('event.versus')} ${leg.away}`}
            </span>
            {leg.outcome ? (
              <span className={styles.legOutcome} data-outcome={leg.outcome}>
                {t(`outcome.${leg.outcome}`)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className={styles.ticketFigures}>
        <dt>{t('ticket.stake')}</dt>
        <dd>
          {ticket.lines > 1 ? `${ticket.lines} × ${money(ticket.stakePerLine)} = ` : ''}
          {money(ticket.stakeTotal)}
        </dd>
        <dt>{ticket.payout === null ? t('ticket.potentialReturn') : t('ticket.payout')}</dt>
        <dd data-testid="ticket-return">{money(ticket.payout ?? ticket.potentialReturn)}</dd>
        <dt>{t('ticket.placedAt')}</dt>
        <dd>{formatDateTime(ticket.placedAt)}</dd>
      </dl>
      {ticket.status === 'open' && ticket.betType === 'single' ? (
        cashing ? (
          <CashOut ticketId={ticket.id} money={money} onDone={() => setCashing(false)} />
        ) : (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setCashing(true)}>
            {t('cashOut.open')}
          </button>
        )
      ) : null}
    </li>
  );
}

export function systemName(
  t: (key: string, options?: Record<string, unknown>) => string,
  kind: string,
): string {
  return t(`system.${kind.includes('/') ? 'folds' : kind}`, { kind });
}

function CashOut({
  ticketId,
  money,
  onDone,
}: {
  ticketId: string;
  money: (minor: number) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation('sportsbook');
  const errorText = useErrorText();
  const quote = useCashOutQuote(ticketId);
  const cashOut = useCashOut();
  const [requestId] = useState(newRequestId);
  const value = quote.data?.value ?? null;
  if (quote.isPending) {
    return <p className={styles.muted}>{t('cashOut.quoting')}</p>;
  }
  if (quote.isError || value === null) {
    return (
      <div className={styles.cashOut} role="status">
        <p>{quote.isError ? errorText(quote.error) : t('cashOut.unavailable')}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={onDone}>
          {t('cashOut.cancel')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.cashOut} data-testid="cash-out">
      <p>{t('cashOut.offer', { amount: money(value) })}</p>
      <p className={styles.muted} data-testid="cash-out-formula">
        {t('cashOutRule.formula')}
      </p>
      {cashOut.isError ? (
        <p className={styles.problem} role="alert">
          {errorText(cashOut.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={cashOut.isPending}
          onClick={() =>
            cashOut.mutate({ ticketId, body: { requestId, minValue: value } }, { onSuccess: onDone })
          }
        >
          {t('cashOut.confirm', { amount: money(value) })}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onDone}>
          {t('cashOut.cancel')}
        </button>
      </div>
    </div>
  );
}
