// The in-house vendor's seamless client inside the wallet's own process: the same interface as
// the HTTP client (seamless-client.ts), the same request schemas, the same vendor rules and the
// same service functions the /api/seamless routes call, but no loopback HTTP request, no JSON
// round trip and no signature (the HMAC authenticates a vendor across a network; here the caller
// is this process). A bet's stack therefore reads from the round service to ledger_post.
// Refusals come back as SeamlessCallError with the catalogue code, exactly as over HTTP; any
// other failure is TRANSPORT (fate unknown), resolved later by the same transaction ids.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { INHOUSE_VENDOR } from '@pavilion/contracts/games';
import {
  ZSeamlessAuthenticateRequestSchema,
  ZSeamlessBalanceRequestSchema,
  ZSeamlessBetRequestSchema,
  ZSeamlessEndRoundRequestSchema,
  ZSeamlessRollbackRequestSchema,
  ZSeamlessWinRequestSchema,
} from '@pavilion/contracts/seamless';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as wallet from '@/modules/seamless/seamless.service.ts';
import { findSeamlessVendor } from '@/modules/vendors/vendors.service.ts';
import { SeamlessCallError, type TSeamlessClient } from './seamless-client.ts';

type TDeps = { db: TDb; config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>; vendorCode?: string };

export function createInProcessSeamlessClient(deps: TDeps): TSeamlessClient {
  const vendorCode = deps.vendorCode ?? INHOUSE_VENDOR;

  /** Validates the body as the route would, then runs the service call under the vendor. */
  async function call<S extends z.ZodType, R>(
    schema: S,
    body: Omit<z.input<S>, 'requestId'>,
    run: (ctx: wallet.TSeamlessCtx, req: z.output<S>) => Promise<R>,
  ): Promise<R> {
    try {
      const vendor = await findSeamlessVendor(deps.db, vendorCode);
      if (!vendor?.enabled) {
        throw new AppError('UNKNOWN_VENDOR');
      }
      const parsed = schema.safeParse({ requestId: `ih-${randomBytes(12).toString('hex')}`, ...body });
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', { message: parsed.error.issues[0]?.message ?? 'invalid' });
      }
      return await run({ db: deps.db, config: deps.config, vendor: vendor.code }, parsed.data);
    } catch (error) {
      throw asCallError(error);
    }
  }

  return {
    authenticate: (body) => call(ZSeamlessAuthenticateRequestSchema, body, wallet.authenticate),
    balance: (body) => call(ZSeamlessBalanceRequestSchema, body, wallet.balance),
    bet: (body) => call(ZSeamlessBetRequestSchema, body, wallet.bet),
    win: (body) => call(ZSeamlessWinRequestSchema, body, wallet.win),
    rollback: (body) => call(ZSeamlessRollbackRequestSchema, body, wallet.rollback),
    endRound: (body) => call(ZSeamlessEndRoundRequestSchema, body, wallet.endRound),
  };
}

function asCallError(error: unknown): SeamlessCallError {
  if (error instanceof AppError) {
    const balance = error.details.data?.balance;
    return new SeamlessCallError(
      error.code,
      error.status,
      error.message,
      typeof balance === 'number' && Number.isSafeInteger(balance) ? balance : null,
    );
  }
  // A database failure mid-call: the posting may or may not have committed.
  return new SeamlessCallError(
    'TRANSPORT',
    503,
    `the wallet call failed: ${error instanceof Error ? error.message : String(error)}`,
    null,
  );
}
