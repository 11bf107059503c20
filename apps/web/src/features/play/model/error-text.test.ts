import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { needsLogin, playErrorText } from './error-text';
import { netResult, resultKind } from './round-result';

const apiError = (status: number, code: string, data?: unknown) =>
  new ApiError(status, { code, message: code, ...(data === undefined ? {} : { data }) } as never);

describe('playErrorText', () => {
  it('names the balance INSUFFICIENT_FUNDS carries, else the one shown', () => {
    expect(playErrorText(apiError(402, 'INSUFFICIENT_FUNDS', { balance: 1234 }), 99)).toEqual({
      key: 'errors:insufficientWithBalance',
      balance: 1234,
    });
    expect(playErrorText(apiError(402, 'INSUFFICIENT_FUNDS'), 99).balance).toBe(99);
  });

  it('has a key per known code and a generic one for the rest', () => {
    expect(playErrorText(apiError(409, 'ROUND_IN_PROGRESS'), null).key).toBe('errors:code.ROUND_IN_PROGRESS');
    expect(playErrorText(apiError(500, 'SOMETHING_NEW'), null).key).toBe('errors:code.UNKNOWN_ERROR');
    expect(playErrorText(new Error('boom'), null).key).toBe('errors:code.UNKNOWN_ERROR');
  });

  it('asks for a login after NOT_LOGGED_IN, SESSION_EXPIRED or any 401', () => {
    expect(needsLogin(apiError(401, 'NOT_LOGGED_IN'))).toBe(true);
    expect(needsLogin(apiError(401, 'SESSION_EXPIRED'))).toBe(true);
    expect(needsLogin(apiError(400, 'INVALID_BET'))).toBe(false);
  });
});

describe('resultKind', () => {
  it('celebrates only a payout above the stake', () => {
    expect(resultKind(100, 250)).toBe('win');
    expect(resultKind(100, 100)).toBe('even');
    expect(resultKind(125, 30)).toBe('partial');
    expect(resultKind(100, 0)).toBe('loss');
    expect(netResult(125, 30)).toBe(-95);
  });
});
