// Security centre (issue 5): reads and saves the member's profile (mobile stays read-only: it
// changes only through SMS verification), the previous login, and the member's live sessions
// with "sign out everywhere else".
import type { TMemberSessions, TProfile, TProfileUpdate } from '@pavilion/contracts/profile';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './profile.repo.ts';

/** Empty strings clear a field: the form sends what the member left in each input. */
function blankToNull(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value.trim();
}

export async function getProfile(db: TDb, memberId: number): Promise<TProfile> {
  const row = await repo.findProfileRow(db, memberId);
  if (!row) {
    throw new AppError('NOT_LOGGED_IN');
  }
  const previous = await repo.findPreviousLogin(db, memberId);
  return {
    account: row.account,
    nickname: row.nickname,
    fullName: row.full_name,
    birthday: row.birthday,
    email: row.email,
    mobileNum: row.mobile,
    countryDialingCode: row.dialing_code,
    telegram: row.telegram,
    line: row.line,
    whatsapp: row.whatsapp,
    wechat: row.wechat,
    zalo: row.zalo,
    previousLogin: previous ? { at: new Date(previous.created_at).toISOString(), ip: previous.ip } : null,
  };
}

export async function updateProfile(db: TDb, memberId: number, input: TProfileUpdate): Promise<TProfile> {
  await repo.updateProfileRow(db, memberId, {
    nickname: input.nickname.trim(),
    full_name: blankToNull(input.fullName),
    birthday: blankToNull(input.birthday),
    email: blankToNull(input.email),
    telegram: blankToNull(input.telegram),
    line: blankToNull(input.line),
    whatsapp: blankToNull(input.whatsapp),
    wechat: blankToNull(input.wechat),
    zalo: blankToNull(input.zalo),
  });
  return getProfile(db, memberId);
}

export async function listSessions(
  db: TDb,
  config: TConfig,
  memberId: number,
  currentId: number,
): Promise<TMemberSessions> {
  const idleCutoff = new Date(Date.now() - config.SESSION_IDLE_MINUTES * 60_000);
  const rows = await repo.listLiveSessions(db, memberId, idleCutoff);
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      lastSeenAt: new Date(r.last_seen_at).toISOString(),
      ip: r.ip,
      userAgent: r.user_agent,
      current: r.id === currentId,
    })),
  };
}

export async function revokeOtherSessions(db: TDb, memberId: number, currentId: number) {
  return { revoked: await repo.revokeOtherSessions(db, memberId, currentId) };
}
