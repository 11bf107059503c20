// Image captchas: 4 digits drawn as a PNG, valid for 5 minutes and for one check only (a wrong
// guess burns it too, so each guess costs a fresh image, which is rate limited). The database keeps
// only an HMAC of the answer, keyed from the master key (decision 064): four digits under a plain or
// salted hash would be read back by trying all 10,000.
import { createHmac, randomInt } from 'node:crypto';
import type { TDb } from '@/db/database.ts';
import { secretBox } from '@/modules/crypto/secret-box.ts';
import { AppError } from '@/shared/app-error.ts';
import { newToken, safeEqual } from '@/shared/tokens.ts';
import { renderCaptchaPng } from './captcha-image.ts';
import * as repo from './captcha.repo.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHA_DIGITS = 4;
const SWEEP_AFTER_MS = 60 * 60_000;

/** The stored form of an answer (the comparison ignores surrounding space and letter case). */
export function captchaAnswerHash(captchaId: string, answer: string): string {
  return createHmac('sha256', secretBox().derivedKey('captcha-answer'))
    .update(`${captchaId}\n${answer.trim().toLowerCase()}`)
    .digest('hex');
}

export async function issueCaptcha(db: TDb): Promise<{ captchaId: string; pngBase64: string }> {
  const answer = Array.from({ length: CAPTCHA_DIGITS }, () => String(randomInt(0, 10))).join('');
  const captchaId = newToken();
  await repo.deleteCaptchasBefore(db, new Date(Date.now() - SWEEP_AFTER_MS));
  await repo.insertCaptcha(db, {
    id: captchaId,
    answerHash: captchaAnswerHash(captchaId, answer),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { captchaId, pngBase64: renderCaptchaPng(answer).toString('base64') };
}

/** Checks a captcha answer: CAPTCHA_REQUIRED when missing, auth/captcha-check-failed when wrong. */
export async function checkCaptcha(
  db: TDb,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<void> {
  const typed = (answer ?? '').trim();
  if (!captchaId || !typed) {
    throw new AppError('CAPTCHA_REQUIRED', {
      captchaRequired: true,
      fields: { captcha: 'CAPTCHA_REQUIRED' },
    });
  }
  const expected = await repo.consumeCaptcha(db, captchaId);
  if (expected === undefined || !safeEqual(expected, captchaAnswerHash(captchaId, typed))) {
    throw new AppError('auth/captcha-check-failed', {
      captchaRequired: true,
      fields: { captcha: 'auth/captcha-check-failed' },
    });
  }
}
