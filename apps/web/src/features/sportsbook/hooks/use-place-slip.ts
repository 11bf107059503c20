// Placing what the slip holds: each single as its own ticket (its own request id), or one
// accumulator or system ticket. The answer is turned into what the slip shows: the tickets placed,
// or the problem with what to do about it — ODDS_CHANGED moves the slip's odds and asks the member
// to accept them, STAKE_LIMIT says the allowed stake, the rest read as the shared error texts.
import { useState } from 'react';
import { parseAmount } from '@pavilion/contracts/amount';
import type { TOddsChangedData, TStakeLimitData, TTicket } from '@pavilion/contracts/sportsbook';
import { ApiError } from '@/shared/api/http';
import { usePlaceBet } from '../api/sportsbook-api';
import { useSlip } from './use-slip';

export type TSlipProblem =
  | { kind: 'oddsChanged' }
  | { kind: 'stakeLimit'; min: number; max: number }
  | { kind: 'stakeMissing' }
  | { kind: 'error'; error: unknown };

export type TSlipOutcome = { placed: TTicket[]; problem: TSlipProblem | null };

/** The stake typed, in minor units; null when empty or not an amount. */
export function stakeOf(text: string | undefined): number | null {
  const parsed = parseAmount((text ?? '').trim());
  return parsed.ok ? parsed.minor : null;
}

function problemOf(error: unknown): TSlipProblem {
  if (error instanceof ApiError && error.code === 'ODDS_CHANGED') {
    const data = error.data as Partial<TOddsChangedData> | undefined;
    useSlip.getState().moveOdds(data?.selections ?? []);
    return { kind: 'oddsChanged' };
  }
  if (error instanceof ApiError && error.code === 'STAKE_LIMIT') {
    const data = error.data as Partial<TStakeLimitData> | undefined;
    if (typeof data?.min === 'number' && typeof data.max === 'number') {
      return { kind: 'stakeLimit', min: data.min, max: data.max };
    }
  }
  return { kind: 'error', error };
}

export function usePlaceSlip(vendor: string | null) {
  const mutation = usePlaceBet();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TSlipOutcome | null>(null);

  const place = async () => {
    const slip = useSlip.getState();
    const placed: TTicket[] = [];
    setBusy(true);
    setOutcome(null);
    try {
      if (slip.betType === 'single') {
        const singles = slip.legs
          .map((leg) => ({ leg, stake: stakeOf(slip.singleStakes[leg.selectionId]) }))
          .filter(
            (s): s is { leg: (typeof slip.legs)[number]; stake: number } => s.stake !== null && s.stake > 0,
          );
        if (singles.length === 0) {
          setOutcome({ placed, problem: { kind: 'stakeMissing' } });
          return;
        }
        for (const { leg, stake } of singles) {
          const reply = await mutation.mutateAsync({
            vendor,
            body: {
              requestId: slip.singleIds[leg.selectionId] ?? slip.requestId,
              betType: 'single',
              legs: [{ selectionId: leg.selectionId, odds1000: leg.odds1000 }],
              stakePerLine: stake,
              acceptOdds: slip.acceptOdds,
            },
          });
          placed.push(reply.ticket);
          useSlip.getState().placed([leg.selectionId]);
        }
      } else {
        const stake = stakeOf(slip.comboStake);
        if (stake === null || stake <= 0) {
          setOutcome({ placed, problem: { kind: 'stakeMissing' } });
          return;
        }
        const reply = await mutation.mutateAsync({
          vendor,
          body: {
            requestId: slip.requestId,
            betType: slip.betType,
            ...(slip.betType === 'system' && slip.systemKind ? { systemKind: slip.systemKind } : {}),
            legs: slip.legs.map((leg) => ({ selectionId: leg.selectionId, odds1000: leg.odds1000 })),
            stakePerLine: stake,
            acceptOdds: slip.acceptOdds,
          },
        });
        placed.push(reply.ticket);
        useSlip.getState().placed(slip.legs.map((leg) => leg.selectionId));
      }
      setOutcome({ placed, problem: null });
    } catch (error) {
      setOutcome({ placed, problem: problemOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return { place, busy, outcome, dismiss: () => setOutcome(null) };
}
