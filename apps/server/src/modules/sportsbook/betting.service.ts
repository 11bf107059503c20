// Placing a ticket (decision 048): the slip is checked against the markets as they are now (open,
// not suspended, odds as seen or accepted by `acceptOdds`, one leg per event in a multiple, stake
// limits per market kind and per member and event), an in-play slip waits SPORTS_INPLAY_DELAY_MS and
// is checked again, then the write checks it once more under the events' shared advisory locks and
// writes the ticket, its legs, its seamless bet `sb<id>-bet` and the debit. The same request id twice
// answers the one ticket, if it carries the same slip (the ticket keeps the request's fingerprint);
// with another slip it is refused IDEMPOTENCY_KEY_REUSED and nothing runs (issue 25, decision 061).
// Two round trips per bet: one read (the request's ticket, the selections, the member's open stake
// on their events) and the plpgsql call; the vendor tile is cached and the reply's ticket is built
// from what was read and written, not read back.
// The write goes through a group commit (bet-batches.ts, issue 16): the placements arriving while one
// group's transaction runs are written together by the next one (sports_place_tickets, set-based
// since migration 0054, one posting per group), each answered here as the single call answered it.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  TMarketKind,
  TPlaceBetReply,
  TPlaceBetRequest,
  TSport,
  TSportsVertical,
  TTicket,
} from '@pavilion/contracts/sportsbook';
import { linesOf, potentialReturn } from '@pavilion/games/sports/ticket-return';
import { AppError } from '@/shared/app-error.ts';
import type { TErrorCode } from '@pavilion/contracts/errors';
import { idleCutoff } from '@/modules/seamless/launch-tokens.service.ts';
import { dbRefusalError } from '@/shared/db-refusal.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import type { TSportsDeps } from './sportsbook.deps.ts';
import { placeInGroup } from './bet-batches.ts';
import { ticketViews } from './ticket-view.ts';
import * as repo from './tickets.repo.ts';

export type TSportsPlayer = { memberId: number; sessionId: number };

/** The vendor tiles of each vertical (spec §3); a ticket records the one the member came through. */
export const VERTICAL_VENDORS: Readonly<Record<TSportsVertical, readonly string[]>> = {
  SPORTS: ['IBC', 'SBT', 'UG'],
  ESPORTS: ['TFG', 'IMES'],
  COCKFIGHT: ['SV388'],
};

export const MIN_STAKE_PER_LINE = 100;
/** Most a line may stake on a market of each kind (a multiple takes its most restrictive leg). */
export const MAX_STAKE_BY_KIND: Readonly<Record<string, number>> = {
  correct_score: 500_000,
  outright: 1_000_000,
  round_winner: 1_000_000,
  btts: 2_000_000,
};
const MAX_STAKE_DEFAULT = 5_000_000;

type TAccepted = { rows: repo.TSlipEventRow[]; odds: number[]; live: boolean };

export async function placeBet(
  deps: TSportsDeps,
  player: TSportsPlayer,
  req: TPlaceBetRequest,
  vendor: string | undefined,
): Promise<TPlaceBetReply> {
  const lines = linesOf(req.betType, req.systemKind ?? null, req.legs.length);
  const parsed = req.legs.map((l) => (/^[1-9]\d{0,15}$/.test(l.selectionId) ? Number(l.selectionId) : null));
  const invalid: TErrorCode | null =
    !lines || new Set(parsed).size !== parsed.length
      ? 'INVALID_COMBINATION'
      : parsed.some((id) => id === null)
        ? 'SELECTION_NOT_FOUND'
        : null;
  if (invalid !== null || !lines) {
    // a request that placed a ticket answers it, whatever it carries now
    const existing = await repo.ticketOfRequest(deps.db, player.memberId, req.requestId);
    if (existing !== null) {
      return replay(deps, player, existing, req);
    }
    throw new AppError(invalid ?? 'INVALID_COMBINATION');
  }
  const ids = parsed as number[];
  for (let attempt = 0; ; attempt++) {
    const read = await repo.slipRead(deps.db, player.memberId, req.requestId, ids);
    if (read.existing !== null) {
      return replay(deps, player, read.existing, req);
    }
    let accepted = accept(req, ids, read.rows);
    checkStake(deps, req, accepted, lines.length, read.openStake);
    if (accepted.live && deps.config.SPORTS_INPLAY_DELAY_MS > 0) {
      await sleep(deps.config.SPORTS_INPLAY_DELAY_MS);
      // after the delay the odds must still be the ones accepted (or better, under `higher`)
      const again = await repo.slipRead(deps.db, player.memberId, req.requestId, ids);
      accepted = accept(
        { ...req, legs: req.legs.map((l, i) => ({ ...l, odds1000: accepted.odds[i]! })) },
        ids,
        again.rows,
      );
    }
    const vertical = accepted.rows[0]!.vertical as TSportsVertical;
    const vendors = VERTICAL_VENDORS[vertical] ?? [];
    const vendorCode = vendor && vendors.includes(vendor) ? vendor : (vendors[0] ?? 'IBC');
    const tile = await repo.vendorTile(deps.db, vendorCode);
    const stakeTotal = req.stakePerLine * lines.length;
    const potential = potentialReturn({
      betType: req.betType,
      systemKind: req.systemKind ?? null,
      legs: accepted.odds.map((odds1000) => ({ odds1000 })),
      stakePerLine: req.stakePerLine,
    });
    try {
      const out = await placeInGroup(deps.db, {
        memberId: player.memberId,
        sessionId: player.sessionId,
        idleCutoff: idleCutoff(deps.config),
        requestId: req.requestId,
        ticket: {
          betType: req.betType,
          systemKind: req.systemKind ?? null,
          lines: lines.length,
          stakePerLine: req.stakePerLine,
          stakeTotal,
          potentialReturn: potential,
          acceptOdds: req.acceptOdds,
          vertical,
          vendorCode,
          nodeId: tile?.node_id ?? null,
          gameType: tile?.game_type ?? vertical,
          gameCode: `sportsbook:${accepted.rows[0]!.sport}`,
          fingerprint: requestFingerprint(req),
        },
        legs: accepted.rows.map((r, i) => ({
          eventId: r.event_id,
          marketId: r.market_id,
          selectionId: r.selection_id,
          odds1000: accepted.odds[i]!,
        })),
      });
      if (out.replay) {
        return replay(deps, player, out.ticketId, req);
      }
      const ticket: TTicket = {
        id: String(out.ticketId),
        placedAt: new Date(out.placedAt ?? Date.now()).toISOString(),
        settledAt: null,
        status: 'open',
        betType: req.betType,
        systemKind: req.systemKind ?? null,
        lines: lines.length,
        stakePerLine: req.stakePerLine,
        stakeTotal,
        potentialReturn: potential,
        payout: null,
        legs: accepted.rows.map((r, i) => ({
          selectionId: String(r.selection_id),
          marketId: String(r.market_id),
          eventId: String(r.event_id),
          sport: r.sport as TSport,
          league: r.league,
          home: r.home,
          away: r.away,
          startsAt: r.starts_at.toISOString(),
          kind: r.kind as TMarketKind,
          lineQ: r.line_q,
          param: r.param,
          selectionKey: r.key,
          label: r.label,
          odds1000: accepted.odds[i]!,
          outcome: null,
        })),
      };
      return { ticket, balance: out.balance ?? 0 };
    } catch (error) {
      const refusal = dbRefusalError(error);
      // the odds moved between the check and the write: check again once (it answers ODDS_CHANGED with the odds)
      if (refusal?.code === 'ODDS_CHANGED' && attempt === 0) {
        continue;
      }
      const again = await repo.ticketOfRequest(deps.db, player.memberId, req.requestId);
      if (again !== null) {
        return replay(deps, player, again, req);
      }
      throw refusal ?? error;
    }
  }
}

/** The slip's selections now, with the odds each leg takes; refuses what cannot be bet. */
function accept(req: TPlaceBetRequest, ids: number[], read: repo.TSlipEventRow[]): TAccepted {
  const found = new Map(read.map((r) => [r.selection_id, r]));
  const rows = ids.map((id) => found.get(id));
  if (rows.some((r) => r === undefined)) {
    throw new AppError('SELECTION_NOT_FOUND');
  }
  const slip = rows as repo.TSlipEventRow[];
  if (slip.length > 1 && new Set(slip.map((r) => r.event_id)).size !== slip.length) {
    throw new AppError('INVALID_COMBINATION', { message: 'One selection per event in a multiple bet' });
  }
  const now = Date.now();
  for (const r of slip) {
    if (
      ['ended', 'settled', 'cancelled'].includes(r.event_status) ||
      (r.closes_at && r.closes_at.getTime() <= now)
    ) {
      throw new AppError('EVENT_CLOSED');
    }
    if (r.event_status === 'suspended' || r.market_status === 'suspended') {
      throw new AppError('MARKET_SUSPENDED');
    }
    if (r.market_status !== 'open') {
      throw new AppError('EVENT_CLOSED');
    }
  }
  const moved = slip.filter((r, i) => {
    const seen = req.legs[i]!.odds1000;
    return (
      r.odds1000 !== seen && !(req.acceptOdds === 'any' || (req.acceptOdds === 'higher' && r.odds1000 > seen))
    );
  });
  if (moved.length > 0) {
    throw new AppError('ODDS_CHANGED', {
      data: { selections: moved.map((r) => ({ selectionId: String(r.selection_id), odds1000: r.odds1000 })) },
    });
  }
  return { rows: slip, odds: slip.map((r) => r.odds1000), live: slip.some((r) => r.event_status === 'live') };
}

function checkStake(
  deps: TSportsDeps,
  req: TPlaceBetRequest,
  accepted: TAccepted,
  lines: number,
  open: Map<number, number>,
) {
  const max = Math.min(...accepted.rows.map((r) => MAX_STAKE_BY_KIND[r.kind] ?? MAX_STAKE_DEFAULT));
  if (req.stakePerLine < MIN_STAKE_PER_LINE || req.stakePerLine > max) {
    throw new AppError('STAKE_LIMIT', { data: { min: MIN_STAKE_PER_LINE, max } });
  }
  const used = Math.max(0, ...accepted.rows.map((r) => open.get(r.event_id) ?? 0));
  const total = req.stakePerLine * lines;
  if (used + total > deps.config.SPORTS_MEMBER_EVENT_MAX) {
    const left = Math.max(0, Math.floor((deps.config.SPORTS_MEMBER_EVENT_MAX - used) / lines));
    throw new AppError('STAKE_LIMIT', { data: { min: MIN_STAKE_PER_LINE, max: Math.min(max, left) } });
  }
}

/**
 * What a request id is bound to: the slip as the member sent it (bet type, system kind, stake per
 * line, the odds rule and the legs in order with the odds seen), hashed.
 */
export function requestFingerprint(req: TPlaceBetRequest): string {
  const slip = [
    req.betType,
    req.systemKind ?? null,
    req.stakePerLine,
    req.acceptOdds,
    req.legs.map((l) => [l.selectionId, l.odds1000]),
  ];
  return createHash('sha256').update(JSON.stringify(slip)).digest('hex');
}

/**
 * Whether a retried request carries the slip its ticket was placed with: the stored fingerprint, or,
 * for a ticket placed before fingerprints (migration 0059), its stored slip (the odds only where the
 * ticket took the odds seen, under `none`).
 */
async function sameSlip(deps: TSportsDeps, req: TPlaceBetRequest, ticketId: number): Promise<boolean> {
  const [row] = await repo.ticketRows(deps.db, [ticketId]);
  if (!row) {
    return false;
  }
  if (row.request_fingerprint !== null) {
    return row.request_fingerprint === requestFingerprint(req);
  }
  const legs = await repo.legRows(deps.db, [ticketId]);
  return (
    row.bet_type === req.betType &&
    row.system_kind === (req.systemKind ?? null) &&
    row.stake_per_line === req.stakePerLine &&
    row.accept_odds === req.acceptOdds &&
    legs.length === req.legs.length &&
    legs.every((l, i) => {
      const leg = req.legs[i]!;
      return (
        String(l.selection_id) === leg.selectionId &&
        (row.accept_odds !== 'none' || l.odds1000 === leg.odds1000)
      );
    })
  );
}

/** The ticket placed under the request id, answered as it stands if the request carries its slip. */
async function replay(
  deps: TSportsDeps,
  player: TSportsPlayer,
  ticketId: number,
  req: TPlaceBetRequest,
): Promise<TPlaceBetReply> {
  if (!(await sameSlip(deps, req, ticketId))) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  const [ticket] = await ticketViews(deps.db, [ticketId]);
  const wallet = await memberWallet(deps.db, player.memberId);
  return { ticket: ticket!, balance: wallet.balance };
}
