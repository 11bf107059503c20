// Feedback and complaints (spec §3, §5, §9): a member sends one with a type, a 20-200 character
// description and a captcha (unless the site's captcha switch CAPTCHA3 is off); at most
// FEEDBACK_DAILY_LIMIT in 24 hours. The operator answers once;
// the member is notified (notification feedback_replied) and reads the answer in their history.
import type { TDb } from '@/db/database.ts';
import { checkCaptcha } from '@/modules/captcha/captcha.service.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { isFlagOn } from '@/modules/site/site.service.ts';
import { AppError } from '@/shared/app-error.ts';
import {
  FEEDBACK_DAILY_LIMIT,
  type TFeedbackItem,
  type TFeedbackList,
  type TFeedbackRequest,
  type TFeedbackType,
} from '@pavilion/contracts/messages';
import * as repo from './feedback.repo.ts';

type TRow = Awaited<ReturnType<typeof repo.insertFeedback>>;

function toItem(row: TRow): TFeedbackItem {
  return {
    id: Number(row.id),
    type: row.type as TFeedbackType,
    content: row.content,
    status: row.status as 'open' | 'replied',
    reply: row.reply,
    repliedAt: row.replied_at ? row.replied_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60_000;

export async function sendFeedback(
  db: TDb,
  opts: { memberId: number; request: TFeedbackRequest; now?: Date },
): Promise<TFeedbackItem> {
  if (await isFlagOn(db, 'CAPTCHA3')) {
    await checkCaptcha(db, opts.request.captchaId, opts.request.captcha);
  }
  const now = opts.now ?? new Date();
  if ((await repo.countSince(db, opts.memberId, new Date(now.getTime() - DAY_MS))) >= FEEDBACK_DAILY_LIMIT) {
    throw new AppError('FEEDBACK_LIMIT');
  }
  return toItem(
    await repo.insertFeedback(db, {
      memberId: opts.memberId,
      type: opts.request.type,
      content: opts.request.content,
    }),
  );
}

export async function listFeedback(
  db: TDb,
  memberId: number,
  query: { pageNo: number; pageSize: number },
): Promise<TFeedbackList> {
  const [rows, total] = await Promise.all([
    repo.listOfMember(db, memberId, query.pageSize, (query.pageNo - 1) * query.pageSize),
    repo.countOfMember(db, memberId),
  ]);
  return {
    rows: rows.map(toItem),
    pageNo: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}

export async function listForOperator(
  db: TDb,
  query: { pageNo: number; pageSize: number; status?: 'open' | 'replied' | undefined },
) {
  const [rows, total] = await Promise.all([
    repo.listForOperator(db, {
      status: query.status,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    }),
    repo.countForOperator(db, query.status),
  ]);
  return {
    rows: rows.map((r) => ({ ...toItem(r), account: r.account })),
    pageNo: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}

/** Operator: answers an open feedback once; a second answer is refused, whoever sends it first wins. */
export async function replyToFeedback(
  db: TDb,
  bus: TNotificationBus,
  opts: { id: number; reply: string; operatorId: number | null },
): Promise<void> {
  const row = await repo.reply(db, opts);
  if (!row) {
    throw new AppError((await repo.exists(db, opts.id)) ? 'FEEDBACK_ALREADY_REPLIED' : 'FEEDBACK_NOT_FOUND');
  }
  await notify(db, bus, {
    memberId: Number(row.member_id),
    type: 'feedback_replied',
    payload: { amount: 0, reference: `#${Number(row.id)}` },
  });
}
