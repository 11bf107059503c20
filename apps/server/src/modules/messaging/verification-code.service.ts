// SMS verification codes for login, registration and password reset: 6 digits, stored hashed,
// expiring after the site's smsExpiryMinutes, at most 5 wrong tries each. Sending is throttled
// per number (one per resend countdown and purpose, 5 an hour in all) and per IP (10 an hour)
// so nobody can drain the SMS budget or flood a stranger's phone.
import { resendCountdownSeconds, SMS_RETRY_AFTER_SECONDS } from '@pavilion/contracts/constants';
import type { TSendCodeResult } from '@pavilion/contracts/auth';
import type { TDb } from '@/db/database.ts';
import { getRegisterSettings } from '@/modules/site/site.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { newNumericCode, safeEqual, sha256Hex } from '@/shared/tokens.ts';
import type { TMessageLanguage } from './message-language.ts';
import type { TMobile } from './mobile.ts';
import { smsRecipient, type TSmsProvider } from './sms.provider.ts';
import * as repo from './verification-code.repo.ts';

export type { TCodePurpose } from './verification-code.repo.ts';

export const MAX_SENDS_PER_NUMBER_PER_HOUR = 5;
export const MAX_SENDS_PER_IP_PER_HOUR = 10;
export const MAX_CODE_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

/** The hash binds the code to its purpose and number, so a code for one use never fits another. */
function codeHash(purpose: repo.TCodePurpose, phone: TMobile, code: string): string {
  return sha256Hex(`${purpose}:${phone.dialingCode}${phone.mobile}:${code}`);
}

function tooMany(): AppError {
  return new AppError('auth/too-many-requests', { retryAfterSeconds: SMS_RETRY_AFTER_SECONDS });
}

export async function sendVerificationCode(
  deps: { db: TDb; sms: TSmsProvider },
  opts: {
    purpose: repo.TCodePurpose;
    phone: TMobile;
    ip: string;
    /** the language of the SMS (message-language.ts) */
    language: TMessageLanguage;
    /** false: store and throttle, send nothing */ deliver?: boolean;
  },
): Promise<TSendCodeResult> {
  const { db } = deps;
  const settings = await getRegisterSettings(db);
  const expiredMinutes = settings.smsExpiryMinutes;
  const resendSeconds = resendCountdownSeconds(expiredMinutes);
  const now = Date.now();
  const stats = await repo.sendStats(db, {
    purpose: opts.purpose,
    ...opts.phone,
    ip: opts.ip,
    since: new Date(now - HOUR_MS),
  });
  const tooSoon = stats.lastSentAt !== null && now - stats.lastSentAt.getTime() < resendSeconds * 1000;
  if (
    tooSoon ||
    stats.numberCount >= MAX_SENDS_PER_NUMBER_PER_HOUR ||
    stats.ipCount >= MAX_SENDS_PER_IP_PER_HOUR
  ) {
    throw tooMany();
  }
  const code = newNumericCode(6);
  await repo.insertCode(db, {
    purpose: opts.purpose,
    ...opts.phone,
    codeHash: codeHash(opts.purpose, opts.phone, code),
    expiresAt: new Date(now + expiredMinutes * 60_000),
    ip: opts.ip,
  });
  if (opts.deliver === false) {
    return { expiredMinutes, resendSeconds };
  }
  await deps.sms.send(
    smsRecipient(opts.phone.dialingCode, opts.phone.mobile),
    { kind: 'verification-code', purpose: opts.purpose, code, minutes: expiredMinutes },
    opts.language,
  );
  return { expiredMinutes, resendSeconds };
}

/** Checks and consumes the newest code for a purpose and number; throws the spec §8 codes. */
export async function checkVerificationCode(
  db: TDb,
  opts: { purpose: repo.TCodePurpose; phone: TMobile; code: string | undefined },
): Promise<void> {
  const input = (opts.code ?? '').trim();
  if (!input) {
    throw new AppError('auth/missing-verification-code', {
      fields: { verificationCode: 'auth/missing-verification-code' },
    });
  }
  const invalid = new AppError('auth/invalid-verification-code', {
    fields: { verificationCode: 'auth/invalid-verification-code' },
  });
  const row = await repo.latestCode(db, opts.purpose, opts.phone.dialingCode, opts.phone.mobile);
  if (!row || row.consumed_at || row.attempts >= MAX_CODE_ATTEMPTS) {
    throw invalid;
  }
  if (new Date(row.expires_at).getTime() <= Date.now()) {
    throw new AppError('auth/code-expired', { fields: { verificationCode: 'auth/code-expired' } });
  }
  if (!safeEqual(codeHash(opts.purpose, opts.phone, input), row.code_hash)) {
    await repo.incrementAttempts(db, row.id);
    throw invalid;
  }
  if (!(await repo.consumeCode(db, row.id))) {
    throw invalid;
  }
}
