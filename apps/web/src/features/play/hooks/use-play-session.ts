// The state of one game on the page: the balance shown, the round in play, the busy flag and the
// last error, with the driver doing the calls. After every settled round the header balance
// (['me'], ['balance']), the recent rounds and the seed nonce are refreshed; a multi-step round
// refreshes them after each step, as each may move money.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  ROUND_RECALL_LIMIT,
  type TPlayGame,
  type TRound,
  type TRoundActionRequest,
  type TRoundReply,
} from '@pavilion/contracts/play';
import type { TRoundStart } from '@pavilion/games/lifecycle';
import { ApiError } from '@/shared/api/http';
import { refreshMoneyQueries } from '@/shared/wallet/money-queries';
import { newRequestId, type TRoundDriver } from '../drivers/round-driver';
import { pacingOf } from '../model/pacing';

export function playKeys(driver: TRoundDriver, nodeId: number) {
  return {
    rounds: ['play', driver.mode, 'rounds', nodeId] as const,
    fairness: ['play', driver.mode, 'fairness'] as const,
  };
}

/** INSUFFICIENT_FUNDS carries the balance the wallet holds. */
const ZFundsDataSchema = z.object({ balance: z.number().int() });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type TPlaySession = ReturnType<typeof usePlaySession>;

export function usePlaySession(game: TPlayGame, driver: TRoundDriver) {
  const queryClient = useQueryClient();
  const keys = playKeys(driver, game.nodeId);
  const [balance, setBalance] = useState(game.balance);
  const [current, setCurrent] = useState<TRound | null>(null);
  /** the settled round whose result the live region speaks (after the view revealed it) */
  const [announced, setAnnounced] = useState<TRound | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const resumed = useRef(false);

  const recent = useQuery({
    queryKey: keys.rounds,
    queryFn: () => driver.recent(game.nodeId, ROUND_RECALL_LIMIT),
    // another login or a demo never sees this player's rounds from the cache
    gcTime: 0,
  });

  // A multi-step round left open (reload, another tab) is picked up where it stopped.
  useEffect(() => {
    if (!resumed.current && recent.data) {
      resumed.current = true;
      const open = recent.data.find((r) => r.status === 'open' && r.engine === game.engine);
      if (open) {
        setCurrent(open);
      }
    }
  }, [recent.data, game.engine]);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: keys.rounds });
    void queryClient.invalidateQueries({ queryKey: keys.fairness });
    // a round moves money: every view of it (header balance, withdrawable, records) refreshes
    void refreshMoneyQueries(queryClient);
  }, [queryClient, keys.rounds, keys.fairness]);

  const run = useCallback(
    async (call: () => Promise<TRoundReply>, minBusyMs: number): Promise<TRoundReply | null> => {
      const { revealDelayMs } = pacingOf(game.engine);
      setBusy(true);
      setError(null);
      try {
        const [reply] = await Promise.all([call(), wait(minBusyMs)]);
        setCurrent(reply.round);
        if (reply.round.status === 'settled') {
          await wait(revealDelayMs);
          setAnnounced(reply.round);
        }
        // Money moved (a stake, a double, a payout): the header and the recall catch up now.
        refresh();
        setBalance(reply.balance);
        return reply;
      } catch (caught) {
        setError(caught);
        if (caught instanceof ApiError && caught.code === 'INSUFFICIENT_FUNDS') {
          const data = ZFundsDataSchema.safeParse(caught.data);
          if (data.success) {
            setBalance(data.data.balance);
          }
        }
        if (
          caught instanceof ApiError &&
          (caught.code === 'ROUND_IN_PROGRESS' || caught.code === 'ROUND_CLOSED')
        ) {
          resumed.current = false;
          void queryClient.invalidateQueries({ queryKey: keys.rounds });
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [game.engine, refresh, queryClient, keys.rounds],
  );

  /** Starts a round; resolves to its reply, or null when it was refused (the error is shown). */
  const playAsync = useCallback(
    (start: TRoundStart) => {
      const requestId = newRequestId();
      return run(() => driver.start(game.nodeId, start, requestId), pacingOf(game.engine).minBusyMs);
    },
    [driver, game.nodeId, game.engine, run],
  );
  const play = useCallback(
    (start: TRoundStart) => {
      void playAsync(start);
    },
    [playAsync],
  );
  /** An action on a given open round (auto-bet plays a mines round through without re-rendering). */
  const actOn = useCallback(
    (roundId: string, action: TRoundActionRequest) =>
      run(() => driver.act(roundId, action), pacingOf(game.engine).minBusyMs),
    [driver, game.engine, run],
  );

  const act = useCallback(
    (action: TRoundActionRequest) => {
      if (current?.status === 'open') {
        const roundId = current.roundId;
        void run(() => driver.act(roundId, action), pacingOf(game.engine).minBusyMs);
      }
    },
    [current, driver, game.engine, run],
  );

  return {
    balance,
    current,
    announced,
    busy,
    error,
    recent,
    play,
    playAsync,
    act,
    actOn,
    clearError: () => setError(null),
  };
}
