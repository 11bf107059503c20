// A member's tickets and cash-out (decision 048). Cash-out is offered on an open single whose
// market is open: value = cashOutValue of the packages, floor(stake × placed / current × (1 −
// margin)) capped at the potential return, with SPORTS_CASHOUT_MARGIN_BP. The member names the
// least they accept (`minValue`, the quote they saw); sports_cash_out settles the ticket at the value
// only while the selection is still at the odds it was computed from, so a move in between is
// refused (ODDS_CHANGED) rather than paid at a stale price.
import type {
  TCashOutQuote,
  TCashOutReply,
  TCashOutRequest,
  TLegOutcome,
  TTicketsQuery,
  TTicketsReply,
} from '@pavilion/contracts/sportsbook';
import { cashOutValue } from '@pavilion/games/sports/cash-out';
import { AppError } from '@/shared/app-error.ts';
import { dbRefusalError } from '@/shared/db-refusal.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import type { TSportsPlayer } from './betting.service.ts';
import { idOf } from './events.service.ts';
import type { TSportsDeps } from './sportsbook.deps.ts';
import { ticketViews } from './ticket-view.ts';
import * as repo from './tickets.repo.ts';

export async function myTickets(
  deps: TSportsDeps,
  player: TSportsPlayer,
  q: TTicketsQuery,
): Promise<TTicketsReply> {
  const { ids, total } = await repo.memberTicketIds(deps.db, player.memberId, q.state, q);
  return { tickets: await ticketViews(deps.db, ids), total };
}

type TQuoted = { ticketId: number; value: number | null; odds1000: number };

async function quoteOf(deps: TSportsDeps, player: TSportsPlayer, rawId: string): Promise<TQuoted> {
  const id = idOf(rawId);
  const [ticket] = id === null ? [] : await repo.ticketRows(deps.db, [id]);
  if (!ticket || ticket.member_id !== player.memberId) {
    throw new AppError('NOT_FOUND');
  }
  const [leg] = await repo.legRows(deps.db, [ticket.id]);
  if (ticket.status !== 'open' || ticket.bet_type !== 'single' || !leg) {
    return { ticketId: ticket.id, value: null, odds1000: 0 };
  }
  const [now] = await repo.slipSelections(deps.db, [leg.selection_id]);
  const priced = now && now.market_status === 'open' && ['scheduled', 'live'].includes(now.event_status);
  const value = cashOutValue({
    stake: ticket.stake_total,
    placedOdds1000: leg.odds1000,
    currentOdds1000: priced ? now.odds1000 : null,
    marginBp: deps.config.SPORTS_CASHOUT_MARGIN_BP,
    outcome: (now?.outcome as TLegOutcome | null) ?? null,
  });
  return { ticketId: ticket.id, value: value === 0 ? null : value, odds1000: now?.odds1000 ?? 0 };
}

export async function cashOutQuote(
  deps: TSportsDeps,
  player: TSportsPlayer,
  rawId: string,
): Promise<TCashOutQuote> {
  const q = await quoteOf(deps, player, rawId);
  return { ticketId: String(q.ticketId), value: q.value, quotedAt: new Date().toISOString() };
}

export async function cashOut(
  deps: TSportsDeps,
  player: TSportsPlayer,
  rawId: string,
  req: TCashOutRequest,
  now: Date,
): Promise<TCashOutReply> {
  const q = await quoteOf(deps, player, rawId);
  const done = async () => {
    const [ticket] = await ticketViews(deps.db, [q.ticketId]);
    return { ticket: ticket!, balance: (await memberWallet(deps.db, player.memberId)).balance };
  };
  if (q.value === null || q.value < req.minValue) {
    // a retry of a cash-out that went through answers the cashed-out ticket
    const [ticket] = await repo.ticketRows(deps.db, [q.ticketId]);
    if (ticket?.status === 'cashed_out') {
      return done();
    }
    throw new AppError('CASHOUT_UNAVAILABLE', { data: { value: q.value } });
  }
  try {
    await repo.cashOut(deps.db, {
      ticketId: q.ticketId,
      memberId: player.memberId,
      amount: q.value,
      odds1000: q.odds1000,
      now,
    });
  } catch (error) {
    throw dbRefusalError(error) ?? error;
  }
  return done();
}
