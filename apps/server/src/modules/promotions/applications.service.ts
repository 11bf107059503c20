// Activity applications (spec §5, §9; decision 034): a member applies for an application-only
// activity with a remark (≤ 140 characters) and up to 3 png/jpg images of ≤ 5 MB, each recognised by
// its content and re-encoded without metadata (shared/image-reencode.ts, as the cashier's proof
// images), stored in the blob store (decision 066: the rows hold the type, size and blob key; rows
// from before it hold a file name under UPLOADS_DIR/activity and are still read from there); an activity that asks
// for a profile contact (the Zalo bonus) keeps the member's contact with the application. The
// operator approves (the reward, or an amount up to the activity's `maxReward`, is paid as a bonus
// with its turnover: state `issued`) or rejects (with a reason: state `rejected`); either way the
// member is notified.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MAX_IMAGES,
  APPLICATION_REMARK_MAX,
  applicationGrant,
  turnoverRequired,
  type TApplication,
  type TApplicationReview,
} from '@pavilion/contracts/promotions';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { reencodeImage, type TReencodedImage } from '@/shared/image-reencode.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { blobKey, type TBlob, type TBlobStore } from '@/modules/storage/blob-store.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import * as repo from './applications.repo.ts';
import { payBonusIn, stepFor } from './promotions.service.ts';

export type TApplicationDeps = {
  db: TDb;
  storage: TBlobStore;
  /** where images uploaded before decision 066 are read from */
  uploadsDir: string;
  notifications: TNotificationBus;
};

type TRow = Awaited<ReturnType<typeof repo.listForMember>>[number];

function toApplication(row: TRow, withAccount = false): TApplication {
  return {
    id: Number(row.id),
    promotionId: Number(row.promotion_id),
    title: row.title,
    remark: row.remark,
    images: Number(row.images),
    status: row.status,
    reason: row.reason,
    contact: row.contact,
    amount: row.amount === null ? null : Number(row.amount),
    createdAt: new Date(row.created_at).toISOString(),
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    ...(withAccount ? { memberAccount: row.account } : {}),
  };
}

const UPLOAD_MIMES = ['image/png', 'image/jpeg'] as const;
type TUploadMime = (typeof UPLOAD_MIMES)[number];

/** Checks the form as spec §5 states it; images by content (decoded and re-encoded), never by name or declared type. */
export async function checkApplicationForm(form: { remark: string; images: Buffer[] }): Promise<{
  remark: string;
  images: TReencodedImage<TUploadMime>[];
}> {
  const remark = form.remark.trim();
  if (remark.length > APPLICATION_REMARK_MAX) {
    throw new AppError('ACTIVITY_REMARK_TOO_LONG', { fields: { remark: 'ACTIVITY_REMARK_TOO_LONG' } });
  }
  if (form.images.length > APPLICATION_MAX_IMAGES) {
    throw new AppError('ACTIVITY_TOO_MANY_IMAGES', { fields: { images: 'ACTIVITY_TOO_MANY_IMAGES' } });
  }
  const invalid = () =>
    new AppError('ACTIVITY_IMAGE_INVALID', { fields: { images: 'ACTIVITY_IMAGE_INVALID' } });
  const images: TReencodedImage<TUploadMime>[] = [];
  for (const bytes of form.images) {
    if (bytes.length === 0 || bytes.length > APPLICATION_IMAGE_MAX_BYTES) {
      throw invalid();
    }
    // one at a time: the 2-core server decodes up to three 5 MB images per request
    images.push(await reencodeImage(bytes, { allowed: UPLOAD_MIMES, invalid }));
  }
  return { remark, images };
}

const folder = (deps: TApplicationDeps) => path.resolve(deps.uploadsDir, 'activity');

export async function applyForActivity(
  deps: TApplicationDeps,
  memberId: number,
  promotionId: number,
  form: { remark: string; images: Buffer[] },
  now = new Date(),
): Promise<TApplication> {
  const checked = await checkApplicationForm(form);
  const { a, ctx } = await stepFor(deps.db, memberId, promotionId, 'apply', now);
  if (a.rules.kind !== 'application') {
    throw new AppError('PROMOTION_NOT_AVAILABLE');
  }
  const contact = a.rules.contact ? ctx.contacts[a.rules.contact] : null;
  if (a.rules.contact && contact === null) {
    throw new AppError('ACTIVITY_CONTACT_MISSING', { data: { contact: a.rules.contact } });
  }
  // stored before the transaction; a refused application leaves unreferenced blobs (decision 066)
  const files: { mime: TUploadMime; size: number; key: string }[] = [];
  for (const img of checked.images) {
    files.push({ mime: img.mime, size: img.bytes.length, key: await deps.storage.put(img.bytes, img.mime) });
  }
  const id = await deps.db.transaction().execute(async (trx) => {
    const app = await repo.insertApplication(trx, {
      promotion_id: promotionId,
      member_id: memberId,
      remark: checked.remark,
      contact,
    });
    if (!app) {
      throw new AppError('PROMOTION_NOT_AVAILABLE', { data: { state: 'applying' } });
    }
    await repo.insertImages(
      trx,
      files.map((f, i) => ({
        application_id: Number(app.id),
        seq: i + 1,
        mime: f.mime,
        size_bytes: f.size,
        blob_key: f.key,
      })),
    );
    await trx
      .insertInto('activity_participations')
      .values({ member_id: memberId, promotion_id: promotionId, state: 'applying' })
      .onConflict((oc) => oc.columns(['member_id', 'promotion_id']).doUpdateSet({ state: 'applying' }))
      .execute();
    return Number(app.id);
  });
  const row = (await repo.listForMember(deps.db, memberId)).find((r) => Number(r.id) === id);
  return toApplication(row as TRow);
}

export async function myApplications(db: TDb, memberId: number): Promise<TApplication[]> {
  return (await repo.listForMember(db, memberId)).map((r) => toApplication(r));
}

export async function adminApplications(
  db: TDb,
  status: TApplication['status'] | undefined,
): Promise<TApplication[]> {
  return (await repo.listForOperator(db, status)).map((r) => toApplication(r, true));
}

export async function applicationImage(
  deps: TApplicationDeps,
  applicationId: number,
  seq: number,
): Promise<TBlob & { key: string }> {
  const image = await repo.findImage(deps.db, applicationId, seq);
  if (image?.blob_key) {
    const blob = await deps.storage.get(image.blob_key);
    if (blob) {
      return { ...blob, key: image.blob_key };
    }
  } else if (image?.file_name) {
    // an image uploaded before decision 066: a file on this instance's disk
    const bytes = await readFile(path.join(folder(deps), path.basename(image.file_name)));
    return { bytes, contentType: image.mime, size: bytes.length, key: blobKey(bytes) };
  }
  throw new AppError('NOT_FOUND');
}

/** The operator's answer: approve pays the reward once, reject records the reason; the member is told. */
export async function reviewApplication(
  deps: TApplicationDeps,
  operatorId: number,
  applicationId: number,
  review: TApplicationReview,
): Promise<TApplication> {
  const app = await repo.findApplication(deps.db, applicationId);
  if (!app) {
    throw new AppError('APPLICATION_NOT_FOUND');
  }
  const rules = app.rules;
  if (rules.kind !== 'application') {
    throw new AppError('APPLICATION_NOT_FOUND');
  }
  const status = review.action === 'approve' ? 'issued' : 'rejected';
  const amount = review.action === 'approve' ? applicationGrant(rules, review.amount) : 0;
  if (amount === null) {
    throw new AppError('ACTIVITY_REWARD_OVER_CAP', {
      data: { max: rules.maxReward ?? rules.reward },
      fields: { amount: 'ACTIVITY_REWARD_OVER_CAP' },
    });
  }
  const memberId = Number(app.member_id);
  const promotionId = Number(app.promotion_id);
  await deps.db.transaction().execute(async (trx) => {
    const moved = await repo.answer(trx, applicationId, {
      status,
      reason: review.action === 'reject' ? review.reason : null,
      amount: status === 'issued' ? amount : null,
      operatorId,
    });
    if (!moved) {
      throw new AppError('APPLICATION_ALREADY_REVIEWED');
    }
    if (status === 'issued') {
      await payBonusIn(trx, {
        memberId,
        promotionId,
        amount,
        depositId: null,
        turnoverRequired: turnoverRequired(rules.turnoverMultiplier, amount),
        state: 'issued',
      });
    } else {
      await trx
        .updateTable('activity_participations')
        .set({ state: 'rejected', updated_at: new Date() })
        .where('member_id', '=', memberId)
        .where('promotion_id', '=', promotionId)
        .execute();
    }
  });
  try {
    await notify(deps.db, deps.notifications, {
      memberId,
      type: status === 'issued' ? 'activity_approved' : 'activity_rejected',
      payload: {
        amount,
        reference: app.title.slice(0, 100),
        ...(review.action === 'reject' ? { reason: review.reason } : {}),
      },
    });
  } catch {
    // the answer and the money stand; the notice is best effort (as the cashier's)
  }
  const row = (await repo.listForOperator(deps.db, undefined, applicationId))[0];
  return toApplication(row as TRow, true);
}
