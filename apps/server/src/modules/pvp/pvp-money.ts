// Chips between the wallet and a PVP table, with the seamless wallet's semantics (decisions 009,
// 052). A sitting (one member in one seat until they leave) is one seamless round `pv<id>` of the
// in-house PVP vendor: the buy-in is its bet `pv<id>-buy`, each top-up a bet `pv<id>-top<n>`; on
// leaving, the top-ups are closed with wins of 0 and the buy-in with a win of the whole cash-out,
// which ends the round. Ids derive from the sitting, so a retry repeats them and the wallet applies
// each once. Rake never leaves the table: the players cash out less than they brought, the house
// keeps the difference. Every call runs on the caller's transaction handle, with the table's update.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { createInProcessSeamlessClient } from '@/modules/inhouse/inprocess-seamless.ts';
import { isRefusal, refusalToAppError } from '@/modules/inhouse/round-money.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';

export const PVP_VENDOR_CODE = 'PVP';
export type TPvpConfig = Pick<TConfig, 'SESSION_IDLE_MINUTES'>;
export type TPvpPlayer = { memberId: number; sessionId: number };

const roundOf = (sittingId: number) => `pv${sittingId}`;
const buyTx = (sittingId: number) => `pv${sittingId}-buy`;
const topTx = (sittingId: number, n: number) => `pv${sittingId}-top${n}`;

function seamless(db: TDb, config: TPvpConfig) {
  return createInProcessSeamlessClient({ db, config, vendorCode: PVP_VENDOR_CODE });
}

async function walletCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw isRefusal(error) ? refusalToAppError(error) : error;
  }
}

/** Debits a buy-in (n = 0) or the n-th top-up from the member's wallet; returns the balance. */
export async function debitChips(
  db: TDb,
  config: TPvpConfig,
  player: TPvpPlayer,
  move: { sittingId: number; tableId: string; amount: number; n: number },
): Promise<number> {
  const { token } = await issueLaunchToken(db, {
    memberId: player.memberId,
    vendorCode: PVP_VENDOR_CODE,
    nodeId: null,
    sessionId: player.sessionId,
    config,
  });
  const reply = await walletCall(() =>
    seamless(db, config).bet({
      playerId: String(player.memberId),
      token,
      transactionId: move.n === 0 ? buyTx(move.sittingId) : topTx(move.sittingId, move.n),
      roundId: roundOf(move.sittingId),
      gameCode: move.tableId,
      amount: move.amount,
    }),
  );
  return reply.balance;
}

/** Pays the cash-out back and ends the sitting's round; returns the balance. */
export async function creditCashOut(
  db: TDb,
  config: TPvpConfig,
  sitting: { id: number; memberId: number; topUps: number; cashOut: number },
): Promise<number> {
  const client = seamless(db, config);
  const playerId = String(sitting.memberId);
  const roundId = roundOf(sitting.id);
  for (let n = 1; n <= sitting.topUps; n += 1) {
    await walletCall(() =>
      client.win({
        playerId,
        transactionId: `${topTx(sitting.id, n)}-out`,
        betTransactionId: topTx(sitting.id, n),
        roundId,
        amount: 0,
        endRound: false,
      }),
    );
  }
  const reply = await walletCall(() =>
    client.win({
      playerId,
      transactionId: `${buyTx(sitting.id)}-out`,
      betTransactionId: buyTx(sitting.id),
      roundId,
      amount: sitting.cashOut,
      endRound: true,
    }),
  );
  return reply.balance;
}
