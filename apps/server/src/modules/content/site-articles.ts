// Site articles of the content module (issue 13): news, about us and the beginner guide. Players
// read the published ones of a kind in their language (each field falling back to English, as the
// other content); the operator creates, replaces and deletes them. HTML is sanitised on write.
import type { TAdminArticleRow } from '@pavilion/contracts/content';
import type { TArticle, TArticleInput, TArticleKind } from '@pavilion/contracts/messages';
import type { TDb } from '@/db/database.ts';
import type { TStoredTranslations } from '@/db/tables-catalogue.ts';
import { languageOf } from '@/modules/games/catalogue.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { textIn } from './content-language.ts';
import { sanitizeHtml } from './html-sanitizer.ts';

export async function listArticles(db: TDb, kind: TArticleKind, language?: string): Promise<TArticle[]> {
  const lang = languageOf(language);
  const rows = await db
    .selectFrom('site_articles')
    .selectAll()
    .where('kind', '=', kind)
    .where('published_at', '<=', new Date())
    .orderBy('sort', 'asc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => {
    const text = textIn({ ...r, translations: r.translations as TStoredTranslations | null }, lang);
    return {
      id: Number(r.id),
      kind: r.kind as TArticleKind,
      title: text.title,
      subtitle: text.subtitle,
      content: text.content,
      publishedAt: r.published_at.toISOString(),
    };
  });
}

function toRow(input: TArticleInput) {
  const translations = Object.fromEntries(
    Object.entries(input.translations).map(([language, text]) => [
      language,
      text.content === undefined ? text : { ...text, content: sanitizeHtml(text.content) },
    ]),
  );
  return {
    kind: input.kind,
    title: input.title,
    subtitle: input.subtitle,
    content: sanitizeHtml(input.content),
    sort: input.sort,
    translations: JSON.stringify(translations),
    ...(input.publishedAt ? { published_at: new Date(input.publishedAt) } : {}),
  };
}

export async function createArticle(db: TDb, input: TArticleInput): Promise<number> {
  const row = await db
    .insertInto('site_articles')
    .values(toRow(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateArticle(db: TDb, id: number, input: TArticleInput): Promise<void> {
  const result = await db
    .updateTable('site_articles')
    .set({ ...toRow(input), updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new AppError('NOT_FOUND');
  }
}

export async function deleteArticle(db: TDb, id: number): Promise<void> {
  const result = await db.deleteFrom('site_articles').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new AppError('NOT_FOUND');
  }
}

/** Every article of a kind for the console, scheduled ones too, as stored (decision 046). */
export async function listAdminArticles(db: TDb, kind: TArticleKind): Promise<TAdminArticleRow[]> {
  const rows = await db
    .selectFrom('site_articles')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('sort', 'asc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as TArticleKind,
    title: r.title,
    subtitle: r.subtitle,
    content: r.content,
    sort: r.sort,
    publishedAt: r.published_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    translations: (r.translations ?? {}) as TStoredTranslations,
  }));
}
