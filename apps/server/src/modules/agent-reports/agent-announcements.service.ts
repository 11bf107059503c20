// Agent announcements (spec §2.8 agentAnnouncement): the operator writes them like the site's
// notices (HTML sanitised on write, translations CN/KM falling back to English, a time window);
// agents read the ones open now, in their language.
import type {
  TAgentAnnouncement,
  TAgentAnnouncementAdminList,
  TAgentAnnouncementAdminQuery,
  TAgentAnnouncementInput,
  TAgentAnnouncementQuery,
  TAgentAnnouncements,
} from '@pavilion/contracts/agent-reports';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { sanitizeHtml } from '@/modules/content/html-sanitizer.ts';
import * as repo from './agent-announcements.repo.ts';

function toRow(input: TAgentAnnouncementInput): repo.TAnnouncementRow {
  const translations = Object.fromEntries(
    Object.entries(input.translations).map(([language, text]) => [
      language,
      text.content === undefined ? text : { ...text, content: sanitizeHtml(text.content) },
    ]),
  );
  return {
    title: input.title,
    content: sanitizeHtml(input.content),
    translations: JSON.stringify(translations),
    sort: input.sort,
    starts_at: input.startsAt ?? null,
    ends_at: input.endsAt ?? null,
  };
}

export async function createAnnouncement(db: TDb, input: TAgentAnnouncementInput): Promise<number> {
  return repo.insertAnnouncement(db, toRow(input));
}

export async function updateAnnouncement(db: TDb, id: number, input: TAgentAnnouncementInput): Promise<void> {
  if (!(await repo.updateAnnouncement(db, id, toRow(input)))) {
    throw new AppError('NOT_FOUND');
  }
}

export async function deleteAnnouncement(db: TDb, id: number): Promise<void> {
  if (!(await repo.deleteAnnouncement(db, id))) {
    throw new AppError('NOT_FOUND');
  }
}

type TStored = Awaited<ReturnType<typeof repo.findOpenAnnouncement>> & object;

function inLanguage(row: TStored, language: TAgentAnnouncementQuery['language']): TAgentAnnouncement {
  const translations = (
    typeof row.translations === 'string' ? JSON.parse(row.translations) : row.translations
  ) as Record<string, { title?: string; content?: string } | undefined> | null;
  const t = language === 'EN' ? undefined : translations?.[language];
  return {
    id: row.id,
    title: t?.title || row.title,
    content: t?.content || row.content,
    publishedAt: new Date(row.starts_at ?? row.created_at).toISOString(),
  };
}

export async function listAnnouncements(db: TDb, q: TAgentAnnouncementQuery): Promise<TAgentAnnouncements> {
  const [rows, total] = await Promise.all([
    repo.listOpenAnnouncements(db, q.pageSize, (q.pageNo - 1) * q.pageSize),
    repo.countOpenAnnouncements(db),
  ]);
  return {
    rows: rows.map((r) => inLanguage(r, q.language)),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    total,
  };
}

export async function announcement(
  db: TDb,
  id: number,
  language: TAgentAnnouncementQuery['language'],
): Promise<TAgentAnnouncement> {
  const row = await repo.findOpenAnnouncement(db, id);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return inLanguage(row, language);
}

const isoOrNull = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The operator's list: every stored announcement as its form edits it, open now or not. */
export async function adminAnnouncements(
  db: TDb,
  q: TAgentAnnouncementAdminQuery,
): Promise<TAgentAnnouncementAdminList> {
  const [rows, total] = await Promise.all([
    repo.listAllAnnouncements(db, q.pageSize, (q.pageNo - 1) * q.pageSize),
    repo.countAllAnnouncements(db),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      live: Boolean(r.live),
      updatedAt: new Date(r.updated_at).toISOString(),
      title: r.title,
      content: r.content,
      sort: r.sort,
      translations: (typeof r.translations === 'string'
        ? JSON.parse(r.translations)
        : (r.translations ?? {})) as TAgentAnnouncementAdminList['rows'][number]['translations'],
      startsAt: isoOrNull(r.starts_at),
      endsAt: isoOrNull(r.ends_at),
    })),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    total,
  };
}
