import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { dbRefusalError, parseDbRefusal } from './db-refusal.ts';

const raised = (message: string) => ({ code: 'P0001', message });

describe('parseDbRefusal', () => {
  it('reads every refusal the money functions raise', () => {
    expect(parseDbRefusal(raised('INSUFFICIENT_FUNDS:42:500'))).toEqual({
      kind: 'insufficient_funds',
      accountId: 42,
      balance: 500,
    });
    expect(parseDbRefusal(raised('DUPLICATE_TRANSACTION'))).toEqual({ kind: 'duplicate_transaction' });
    expect(parseDbRefusal(raised('ACCOUNT_NOT_FOUND:7'))).toEqual({
      kind: 'account_not_found',
      accountId: 7,
    });
    expect(parseDbRefusal(raised('ACCOUNT_NOT_FOUND:null'))).toEqual({
      kind: 'account_not_found',
      accountId: null,
    });
    expect(parseDbRefusal(raised('INVALID_LEGS:repeated account'))).toEqual({
      kind: 'invalid_legs',
      reason: 'repeated account',
    });
    expect(parseDbRefusal(raised('CURRENCY_MISMATCH'))).toEqual({ kind: 'currency_mismatch' });
    expect(parseDbRefusal({ code: '22003', message: 'bigint out of range' })).toEqual({
      kind: 'out_of_range',
    });
    expect(parseDbRefusal(raised('SPORTS:ODDS_CHANGED'))).toEqual({
      kind: 'domain',
      domain: 'SPORTS',
      code: 'ODDS_CHANGED',
    });
    expect(parseDbRefusal(raised('LOTTERY:CONFIG_CHANGED'))).toMatchObject({ domain: 'LOTTERY' });
    expect(parseDbRefusal(raised('SEAMLESS:SESSION_EXPIRED'))).toMatchObject({ domain: 'SEAMLESS' });
  });

  it('is null for anything that is not a refusal', () => {
    expect(parseDbRefusal(new Error('connection reset'))).toBeNull();
    expect(parseDbRefusal(null)).toBeNull();
    expect(parseDbRefusal({ code: '23505', message: 'duplicate key' })).toBeNull();
    expect(parseDbRefusal(raised('something else'))).toBeNull();
    expect(parseDbRefusal(raised('SPORTS:'))).toBeNull();
    expect(parseDbRefusal(raised('INSUFFICIENT_FUNDS:x:y'))).toBeNull();
    expect(parseDbRefusal({ code: 'P0001', message: 42 })).toBeNull();
  });
});

describe('dbRefusalError', () => {
  it('answers the catalogue error with its fields', () => {
    const e = dbRefusalError(raised('INSUFFICIENT_FUNDS:42:500'));
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 402, details: { data: { balance: 500 } } });
    expect(dbRefusalError(raised('DUPLICATE_TRANSACTION'))?.code).toBe('DUPLICATE_TRANSACTION');
    expect(dbRefusalError(raised('INVALID_LEGS:sum'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'INVALID_LEGS:sum',
    });
    expect(dbRefusalError({ code: '22003' })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(dbRefusalError(raised('SPORTS:ODDS_CHANGED'))?.code).toBe('ODDS_CHANGED');
    expect(dbRefusalError(raised('SEAMLESS:SESSION_EXPIRED'))?.code).toBe('SESSION_EXPIRED');
  });

  it('answers an unknown account only as the caller says', () => {
    expect(dbRefusalError(raised('ACCOUNT_NOT_FOUND:7'))).toBeNull();
    expect(dbRefusalError(raised('ACCOUNT_NOT_FOUND:7'), { notFound: 'PLAYER_NOT_FOUND' })?.code).toBe(
      'PLAYER_NOT_FOUND',
    );
  });

  it('leaves a code the catalogue does not know, and a non-refusal, to the caller', () => {
    expect(dbRefusalError(raised('LOTTERY:CONFIG_CHANGED'))).toBeNull();
    expect(dbRefusalError(new Error('boom'))).toBeNull();
  });
});
