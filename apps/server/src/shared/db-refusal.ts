// The one reading of a database refusal. The money functions refuse with errcode P0001 and a message
// whose prefix is the reason: ledger_post's `INSUFFICIENT_FUNDS:<accountId>:<balance>`,
// `DUPLICATE_TRANSACTION`, `ACCOUNT_NOT_FOUND:<accountId>`, `INVALID_LEGS:<why>`, `CURRENCY_MISMATCH`,
// `SELF_EXCLUDED:<until, ISO 8601>` (a bet of a member in a time-out or self-exclusion, decision 075),
// `STAKE_LIMIT_EXCEEDED:<max stake>` (a bet above an operator's stake cap on the member),
// and the verticals' `SEAMLESS:<CODE>`, `LOTTERY:<CODE>`, `SPORTS:<CODE>`; a bigint overflow is
// errcode 22003. parseDbRefusal turns such an exception into a typed refusal; dbRefusalError turns
// it into the catalogue error a service throws. Batched functions that return refusals as rows
// (`{ error, sqlstate }`) pass `{ code: sqlstate, message: error }` through the same functions.
import { ERROR_CATALOGUE, type TErrorCode } from '@pavilion/contracts/errors';
import { AppError } from './app-error.ts';

export const REFUSAL_DOMAINS = ['SEAMLESS', 'LOTTERY', 'SPORTS'] as const;
export type TRefusalDomain = (typeof REFUSAL_DOMAINS)[number];

export type TDbRefusal =
  | { kind: 'insufficient_funds'; accountId: number; balance: number }
  | { kind: 'duplicate_transaction' }
  | { kind: 'account_not_found'; accountId: number | null }
  | { kind: 'invalid_legs'; reason: string }
  | { kind: 'currency_mismatch' }
  | { kind: 'self_excluded'; until: string }
  | { kind: 'stake_capped'; maxStake: number }
  | { kind: 'out_of_range' }
  /** a vertical's own refusal: `code` is a catalogue code, or a signal such as LOTTERY:CONFIG_CHANGED */
  | { kind: 'domain'; domain: TRefusalDomain; code: string };

const RAISED = 'P0001';
const NUMERIC_OUT_OF_RANGE = '22003';

function idOf(text: string | undefined): number | null {
  const n = Number(text);
  return text !== undefined && text !== '' && Number.isSafeInteger(n) ? n : null;
}

/** The refusal an exception carries, or null when it is not one (a bug, a lost connection…). */
export function parseDbRefusal(error: unknown): TDbRefusal | null {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (e?.code === NUMERIC_OUT_OF_RANGE) {
    return { kind: 'out_of_range' };
  }
  if (e?.code !== RAISED || typeof e.message !== 'string') {
    return null;
  }
  const [head = '', ...rest] = e.message.split(':');
  switch (head) {
    case 'INSUFFICIENT_FUNDS': {
      const accountId = idOf(rest[0]);
      const balance = idOf(rest[1]);
      return accountId === null || balance === null
        ? null
        : { kind: 'insufficient_funds', accountId, balance };
    }
    case 'DUPLICATE_TRANSACTION':
      return { kind: 'duplicate_transaction' };
    case 'ACCOUNT_NOT_FOUND':
      return { kind: 'account_not_found', accountId: idOf(rest[0]) };
    case 'INVALID_LEGS':
      return { kind: 'invalid_legs', reason: rest.join(':') };
    case 'CURRENCY_MISMATCH':
      return { kind: 'currency_mismatch' };
    case 'SELF_EXCLUDED':
      // the timestamp holds colons of its own
      return { kind: 'self_excluded', until: rest.join(':') };
    case 'STAKE_LIMIT_EXCEEDED': {
      const maxStake = idOf(rest[0]);
      return maxStake === null ? null : { kind: 'stake_capped', maxStake };
    }
    default:
      if ((REFUSAL_DOMAINS as readonly string[]).includes(head) && rest.join(':') !== '') {
        return { kind: 'domain', domain: head as TRefusalDomain, code: rest.join(':') };
      }
      return null;
  }
}

export type TRefusalOptions = {
  /** the answer to an unknown account; without it that refusal is no client error (left to the caller) */
  notFound?: 'NOT_FOUND' | 'PLAYER_NOT_FOUND';
};

/** The catalogue error for a refusal, or null when the catalogue has none for it. */
export function refusalToAppError(refusal: TDbRefusal, opts: TRefusalOptions = {}): AppError | null {
  switch (refusal.kind) {
    case 'insufficient_funds':
      return new AppError('INSUFFICIENT_FUNDS', { data: { balance: refusal.balance } });
    case 'duplicate_transaction':
      return new AppError('DUPLICATE_TRANSACTION');
    case 'account_not_found':
      return opts.notFound ? new AppError(opts.notFound) : null;
    case 'invalid_legs':
      return new AppError('VALIDATION_FAILED', { message: `INVALID_LEGS:${refusal.reason}` });
    case 'currency_mismatch':
      return new AppError('VALIDATION_FAILED', { message: 'CURRENCY_MISMATCH' });
    case 'self_excluded':
      return new AppError('SELF_EXCLUDED', { data: { until: refusal.until } });
    case 'stake_capped':
      return new AppError('STAKE_LIMIT_EXCEEDED', { data: { maxStake: refusal.maxStake } });
    case 'out_of_range':
      return new AppError('VALIDATION_FAILED', { message: 'amount out of range' });
    case 'domain':
      return Object.hasOwn(ERROR_CATALOGUE, refusal.code) ? new AppError(refusal.code as TErrorCode) : null;
  }
}

/** The catalogue error for a database exception, or null: `throw dbRefusalError(e) ?? e`. */
export function dbRefusalError(error: unknown, opts: TRefusalOptions = {}): AppError | null {
  const refusal = parseDbRefusal(error);
  return refusal === null ? null : refusalToAppError(refusal, opts);
}
