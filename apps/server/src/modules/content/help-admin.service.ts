// The operator's help articles (spec §9 help centre, issue 15): one row per language, device and
// anchor, HTML sanitised on write like the other content; unpublished rows stay off the player's
// help page. A second row with the same language, device and anchor answers HELP_ANCHOR_TAKEN.
import type { TAdminHelpRow, THelpArticleInput, THelpLanguage } from '@pavilion/contracts/content';
import { ZHelpArticleInputSchema } from '@pavilion/contracts/content';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { sanitizeHtml } from './html-sanitizer.ts';
import * as repo from './help-articles.repo.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

function toRow(input: THelpArticleInput) {
  const parsed = ZHelpArticleInputSchema.parse(input);
  return {
    lang: parsed.lang,
    device: parsed.device,
    anchor: parsed.anchor,
    title: parsed.title,
    content: sanitizeHtml(parsed.content),
    sort: parsed.sort,
    published: parsed.published,
  };
}

/** Refuses a row whose language, device and anchor another row (not `id`) already has. */
async function checkAnchorFree(db: TDb, row: ReturnType<typeof toRow>, id?: number) {
  const other = await repo.findByAnchor(db, row);
  if (other && other.id !== id) {
    throw new AppError('HELP_ANCHOR_TAKEN');
  }
}

// the pre-check answers the usual case; the unique index still decides a race between two saves
async function anchorSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('HELP_ANCHOR_TAKEN');
    }
    throw error;
  }
}

export async function listHelpArticles(db: TDb, lang?: THelpLanguage): Promise<TAdminHelpRow[]> {
  const rows = await repo.listAll(db, lang);
  return rows.map((r) => ({
    id: r.id,
    lang: r.lang as THelpLanguage,
    device: r.device as TAdminHelpRow['device'],
    anchor: r.anchor,
    title: r.title,
    content: r.content,
    sort: r.sort,
    published: r.published,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

export async function createHelpArticle(db: TDb, input: THelpArticleInput): Promise<number> {
  const row = toRow(input);
  await checkAnchorFree(db, row);
  return anchorSafe(() => repo.insert(db, { ...row, updated_at: new Date() }));
}

export async function updateHelpArticle(db: TDb, id: number, input: THelpArticleInput): Promise<void> {
  const row = toRow(input);
  await checkAnchorFree(db, row, id);
  if (!(await anchorSafe(() => repo.update(db, id, row)))) {
    throw new AppError('NOT_FOUND', { message: `Unknown help article ${id}` });
  }
}

export async function publishHelpArticle(db: TDb, id: number, published: boolean): Promise<void> {
  if (!(await repo.update(db, id, { published }))) {
    throw new AppError('NOT_FOUND', { message: `Unknown help article ${id}` });
  }
}

export async function deleteHelpArticle(db: TDb, id: number): Promise<void> {
  if (!(await repo.remove(db, id))) {
    throw new AppError('NOT_FOUND', { message: `Unknown help article ${id}` });
  }
}
