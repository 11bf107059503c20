// Turns the exceptions of the seamless functions and of ledger_post into catalogue errors.
// Refusals are raised as `SEAMLESS:<CODE>` (errcode P0001); ledger_post raises
// `INSUFFICIENT_FUNDS:<accountId>:<balance>` and `DUPLICATE_TRANSACTION`.
import { ERROR_CATALOGUE, type TErrorCode } from '@pavilion/contracts/errors';
import { AppError } from '@/shared/app-error.ts';

function isCatalogueCode(code: string): code is TErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

export function toSeamlessError(error: unknown): unknown {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (e?.code !== 'P0001' || typeof e.message !== 'string') {
    if (e?.code === '22003') {
      return new AppError('VALIDATION_FAILED', { message: 'amount out of range' });
    }
    return error;
  }
  const message = e.message;
  if (message.startsWith('SEAMLESS:')) {
    const code = message.slice('SEAMLESS:'.length);
    return isCatalogueCode(code) ? new AppError(code) : error;
  }
  if (message.startsWith('INSUFFICIENT_FUNDS:')) {
    return new AppError('INSUFFICIENT_FUNDS', { data: { balance: Number(message.split(':')[2]) } });
  }
  if (message.startsWith('DUPLICATE_TRANSACTION')) {
    return new AppError('DUPLICATE_TRANSACTION');
  }
  return error;
}
