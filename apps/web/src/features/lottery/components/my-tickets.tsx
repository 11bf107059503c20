// My tickets of a game, newest first, by state (pending, won, lost, cancelled, refunded): a
// ticket whose draw still takes bets can be cancelled (refunded at once), and a follow-up plan's
// open tickets all at once. Wins arrive as notifications (server-side); the list is a money query,
// so the notification stream refreshes it with the balance.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_PAGE_SIZE, LOTTERY_TICKET_STATES, type TLotteryTicket } from '@pavilion/contracts/lottery';
import type { TLotteryFamily } from '@pavilion/games/lottery/catalogue';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMinor, formatMoney } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { RecordsPager } from '@/shared/ui/records-pager';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useCancelFollowUp, useCancelTicket, useMyTickets } from '../api/lottery-api';
import styles from './lottery.module.css';
import { SelectionText } from './selection-text';

type TState = (typeof LOTTERY_TICKET_STATES)[number];

export function MyTickets({ gameCode }: { gameCode: string; family: TLotteryFamily }) {
  const { t } = useTranslation('lottery');
  const errorText = useErrorText();
  const filterId = useId();
  const [state, setState] = useState<TState | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const tickets = useMyTickets({
    gameCode,
    pageNo,
    pageSize: LOTTERY_PAGE_SIZE,
    ...(state ? { state } : {}),
  });
  const cancel = useCancelTicket();
  const cancelPlan = useCancelFollowUp();
  const failure = cancel.error ?? cancelPlan.error;
  const totalPages = Math.max(1, Math.ceil((tickets.data?.total ?? 0) / LOTTERY_PAGE_SIZE));

  return (
    <section className={styles.card} aria-labelledby="tickets-title" data-testid="my-tickets">
      <div className={styles.cardHead}>
        <h2 id="tickets-title" className={styles.cardTitle}>
          {t('tickets.title')}
        </h2>
        <div>
          <label htmlFor={filterId} className="visually-hidden">
            {t('tickets.filter')}
          </label>
          <select
            id={filterId}
            className={styles.select}
            value={state}
            onChange={(e) => {
              setState(e.target.value as TState | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('tickets.all')}</option>
            {LOTTERY_TICKET_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`state.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failure ? (
        <p className={styles.error} role="alert">
          {errorText(failure)}
        </p>
      ) : null}
      {tickets.isPending ? (
        <QueryState state="loading" />
      ) : tickets.isError ? (
        <QueryState state="error" message={errorText(tickets.error)} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.tickets.length === 0 ? (
        <QueryState state="empty" message={t('tickets.empty')} />
      ) : (
        <ul className={styles.ticketList}>
          {tickets.data.tickets.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              busy={cancel.isPending || cancelPlan.isPending}
              onCancel={() => cancel.mutate(ticket.id)}
              onCancelPlan={() => ticket.followUpId && cancelPlan.mutate(ticket.followUpId)}
            />
          ))}
        </ul>
      )}
      <RecordsPager pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} />
    </section>
  );
}

function TicketRow({
  ticket,
  busy,
  onCancel,
  onCancelPlan,
}: {
  ticket: TLotteryTicket;
  busy: boolean;
  onCancel: () => void;
  onCancelPlan: () => void;
}) {
  const { t } = useTranslation('lottery');
  const symbol = useWalletCurrencySymbol();
  const money = (minor: number) => formatMoney(minor, symbol);
  return (
    <li
      className={styles.ticket}
      data-testid="ticket"
      data-state={ticket.state}
      data-issue-no={ticket.issueNo}
    >
      <div className={styles.ticketHead}>
        <span className={styles.mono}>{t('issue.short', { issueNo: ticket.issueNo })}</span>
        <span className={styles.state} data-state={ticket.state}>
          {t(`state.${ticket.state}`)}
        </span>
      </div>
      <div className={styles.ticketBody}>
        <strong>{t(`playType.${ticket.playType}`)}</strong>
        <SelectionText selection={ticket.selection} />
        <span className={styles.muted}>
          {t('slip.betLine', {
            combinations: ticket.combinations,
            unit: formatMinor(ticket.unitAmount),
            multiplier: ticket.multiplier,
          })}
        </span>
      </div>
      <dl className={styles.ticketMoney}>
        <div>
          <dt>{t('tickets.stake')}</dt>
          <dd data-testid="ticket-stake" data-minor={ticket.stake}>
            {money(ticket.stake)}
          </dd>
        </div>
        <div>
          <dt>{t('tickets.payout')}</dt>
          <dd data-testid="ticket-payout" data-minor={ticket.payout ?? ''}>
            {ticket.payout === null ? '—' : money(ticket.payout)}
          </dd>
        </div>
        <div>
          <dt>{t('tickets.placedAt')}</dt>
          <dd>{formatDateTime(ticket.placedAt)}</dd>
        </div>
      </dl>
      {ticket.cancellable || (ticket.followUpId && ticket.state === 'pending') ? (
        <div className={styles.actions}>
          {ticket.cancellable ? (
            <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={onCancel}>
              {t('tickets.cancel')}
            </button>
          ) : null}
          {ticket.followUpId && ticket.state === 'pending' ? (
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={onCancelPlan}>
              {t('tickets.cancelPlan')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
