// Admin edits of site content: notices, banners, popups and promotions. HTML is sanitised here,
// on write (translated HTML too), so stored content is always safe to render.
import type {
  TAdminBannerRow,
  TAdminNoticeRow,
  TAdminPopupRow,
  TAdminPromotionRow,
  TBannerInput,
  TNoticeInput,
  TPopupInput,
  TPromotionInput,
  TTextTranslations,
} from '@pavilion/contracts/content';
import type { TDb } from '@/db/database.ts';
import type { TStoredTranslations } from '@/db/tables-catalogue.ts';
import { AppError } from '@/shared/app-error.ts';
import { sanitizeHtml } from './html-sanitizer.ts';
import * as repo from './content.repo.ts';

export type TContentKind = 'notice' | 'banner' | 'popup' | 'promotion';
type TInputs = { notice: TNoticeInput; banner: TBannerInput; popup: TPopupInput; promotion: TPromotionInput };

const TABLES = {
  notice: 'notices',
  banner: 'banners',
  popup: 'popups',
  promotion: 'promotions',
} as const satisfies Record<TContentKind, repo.TEditableTable>;

const activeWindow = (input: {
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
}) => ({
  starts_at: input.startsAt ?? null,
  ends_at: input.endsAt ?? null,
});

/** Translations as stored: HTML content sanitised like the English content. */
function storedTranslations(translations: TTextTranslations | TBannerInput['translations']): string {
  const stored = Object.fromEntries(
    Object.entries(translations).map(([language, text]) => [
      language,
      'content' in text && text.content !== undefined
        ? { ...text, content: sanitizeHtml(text.content) }
        : text,
    ]),
  );
  return JSON.stringify(stored);
}

function toRow<K extends TContentKind>(kind: K, input: TInputs[K]) {
  switch (kind) {
    case 'notice': {
      const n = input as TNoticeInput;
      return {
        title: n.title,
        content: sanitizeHtml(n.content),
        sort: n.sort,
        translations: storedTranslations(n.translations),
        ...activeWindow(n),
      };
    }
    case 'banner': {
      const b = input as TBannerInput;
      return {
        group_name: b.groupName,
        title: b.title,
        subtitle: b.subtitle,
        image_url: b.imageUrl,
        linkage_type: b.linkageType,
        link: b.link,
        sort: b.sort,
        translations: storedTranslations(b.translations),
        ...activeWindow(b),
      };
    }
    case 'popup': {
      const p = input as TPopupInput;
      return {
        title: p.title,
        content: sanitizeHtml(p.content),
        image_url: p.imageUrl,
        execution: p.execution,
        sort: p.sort,
        translations: storedTranslations(p.translations),
        ...activeWindow(p),
      };
    }
    case 'promotion': {
      const p = input as TPromotionInput;
      return {
        title: p.title,
        content: sanitizeHtml(p.content),
        images: p.images,
        sort: p.sort,
        translations: storedTranslations(p.translations),
        ...activeWindow(p),
      };
    }
  }
}

function checkWindow(input: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }) {
  if (input.startsAt && input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt)) {
    throw new AppError('VALIDATION_FAILED', { fields: { endsAt: 'must be after startsAt' } });
  }
}

export async function createContent<K extends TContentKind>(
  db: TDb,
  kind: K,
  input: TInputs[K],
): Promise<number> {
  checkWindow(input);
  return repo.insertRow(db, TABLES[kind], { ...toRow(kind, input), updated_at: new Date() } as never);
}

export async function updateContent<K extends TContentKind>(
  db: TDb,
  kind: K,
  id: number,
  input: TInputs[K],
): Promise<void> {
  checkWindow(input);
  if (!(await repo.updateRow(db, TABLES[kind], id, toRow(kind, input) as never))) {
    throw new AppError('NOT_FOUND', { message: `Unknown ${kind} ${id}` });
  }
}

export async function deleteContent(db: TDb, kind: TContentKind, id: number): Promise<void> {
  if (!(await repo.deleteRow(db, TABLES[kind], id))) {
    throw new AppError('NOT_FOUND', { message: `Unknown ${kind} ${id}` });
  }
}

/** The HTML exactly as a write would store it: the console's preview (nothing is written). */
export function previewHtml(html: string): string {
  return sanitizeHtml(html);
}

type TAdminRows = {
  notice: TAdminNoticeRow;
  banner: TAdminBannerRow;
  popup: TAdminPopupRow;
  promotion: TAdminPromotionRow;
};
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Every stored row of a kind (live or not) in the shape its console form edits. */
export async function listContent<K extends TContentKind>(db: TDb, kind: K): Promise<TAdminRows[K][]> {
  const rows = await repo.listAllRows(db, TABLES[kind]);
  return rows.map((r) => {
    const row = r as typeof r & Record<string, unknown>;
    const base = {
      id: Number(r.id),
      live: Boolean(row.live),
      updatedAt: new Date(r.updated_at).toISOString(),
      title: r.title,
      sort: r.sort,
      translations: (r.translations ?? {}) as TStoredTranslations,
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
    };
    switch (kind) {
      case 'notice':
        return { ...base, content: row.content as string };
      case 'banner':
        return {
          ...base,
          groupName: row.group_name,
          subtitle: row.subtitle,
          imageUrl: row.image_url,
          linkageType: row.linkage_type,
          link: row.link,
        };
      case 'popup':
        return { ...base, content: row.content, imageUrl: row.image_url, execution: row.execution };
      default:
        return { ...base, content: row.content, images: row.images };
    }
  }) as TAdminRows[K][];
}
