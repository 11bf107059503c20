// The content editor's form model: flat text fields (English, then CN and KM translations), turned
// into the API's own input schema on submit, whose issues are mapped back onto the fields — the
// form validates with exactly the schema the server validates with.
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  BANNER_GROUPS,
  LINKAGE_TYPES,
  POPUP_EXECUTIONS,
  ZBannerInputSchema,
  ZPopupInputSchema,
  ZPromotionInputSchema,
} from '@pavilion/contracts/content';
import { ARTICLE_KINDS, ZArticleInputSchema, type TArticleKind } from '@pavilion/contracts/messages';
import type { TEditorKind, TEditorRow } from './content-api';

export type TContentForm = {
  title: string;
  cnTitle: string;
  kmTitle: string;
  subtitle: string;
  cnSubtitle: string;
  kmSubtitle: string;
  content: string;
  cnContent: string;
  kmContent: string;
  sort: string;
  startsAt: string;
  endsAt: string;
  publishedAt: string;
  groupName: string;
  imageUrl: string;
  linkageType: string;
  link: string;
  execution: string;
  images: string;
  articleKind: string;
};

export const EMPTY_FORM: TContentForm = {
  title: '',
  cnTitle: '',
  kmTitle: '',
  subtitle: '',
  cnSubtitle: '',
  kmSubtitle: '',
  content: '',
  cnContent: '',
  kmContent: '',
  sort: '0',
  startsAt: '',
  endsAt: '',
  publishedAt: '',
  groupName: BANNER_GROUPS[0],
  imageUrl: '',
  linkageType: LINKAGE_TYPES[0],
  link: '',
  execution: POPUP_EXECUTIONS[0],
  images: '',
  articleKind: ARTICLE_KINDS[0],
};

/** Which parts a kind has: HTML content, a subtitle, a schedule window or a publication time. */
export const KIND_SHAPE: Record<TEditorKind, { html: boolean; subtitle: boolean; window: boolean }> = {
  banners: { html: false, subtitle: true, window: true },
  popups: { html: true, subtitle: false, window: true },
  promotions: { html: true, subtitle: false, window: true },
  articles: { html: true, subtitle: true, window: false },
};

/** `datetime-local` (the operator's zone) to ISO, and back. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) {
    return '';
  }
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function translation(kind: TEditorKind, title: string, subtitle: string, content: string) {
  if (!title.trim()) {
    return undefined;
  }
  const shape = KIND_SHAPE[kind];
  return {
    title,
    ...(shape.subtitle && subtitle.trim() ? { subtitle } : {}),
    ...(shape.html && content.trim() ? { content } : {}),
  };
}

/** The API body of a kind from the form (not yet validated). */
export function toBody(kind: TEditorKind, f: TContentForm): Record<string, unknown> {
  const CN = translation(kind, f.cnTitle, f.cnSubtitle, f.cnContent);
  const KM = translation(kind, f.kmTitle, f.kmSubtitle, f.kmContent);
  const sort = f.sort.trim() === '' ? 0 : Number(f.sort);
  const common = {
    title: f.title,
    sort,
    translations: { ...(CN ? { CN } : {}), ...(KM ? { KM } : {}) },
  };
  const window = { startsAt: toIso(f.startsAt), endsAt: toIso(f.endsAt) };
  switch (kind) {
    case 'banners':
      return {
        ...common,
        ...window,
        groupName: f.groupName,
        subtitle: f.subtitle,
        imageUrl: f.imageUrl.trim() || null,
        linkageType: f.linkageType,
        link: f.link.trim() || null,
      };
    case 'popups':
      return {
        ...common,
        ...window,
        content: f.content,
        imageUrl: f.imageUrl.trim() || null,
        execution: f.execution,
      };
    case 'promotions':
      return {
        ...common,
        ...window,
        content: f.content,
        images: f.images
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    case 'articles':
      return {
        ...common,
        kind: f.articleKind,
        subtitle: f.subtitle,
        content: f.content,
        ...(f.publishedAt ? { publishedAt: toIso(f.publishedAt) } : {}),
      };
  }
}

const SCHEMAS = {
  banners: ZBannerInputSchema,
  popups: ZPopupInputSchema,
  promotions: ZPromotionInputSchema,
  articles: ZArticleInputSchema,
} as const;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The form field an API issue path points at. */
function fieldOf(path: PropertyKey[]): keyof TContentForm | null {
  const [first, second, third] = path.map(String);
  if (first === 'translations' && (second === 'CN' || second === 'KM') && third) {
    return `${second.toLowerCase()}${capital(third)}` as keyof TContentForm;
  }
  if (first === 'kind') {
    return 'articleKind';
  }
  return first !== undefined && first in EMPTY_FORM ? (first as keyof TContentForm) : null;
}

/** react-hook-form resolver: the API schema of the kind over the body the form makes. */
export function contentResolver(kind: TEditorKind): Resolver<TContentForm> {
  return (values) => {
    const parsed = SCHEMAS[kind].safeParse(toBody(kind, values));
    if (parsed.success) {
      return { values, errors: {} };
    }
    const errors: FieldErrors<TContentForm> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path) ?? 'title';
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

export function parseBody(kind: TEditorKind, f: TContentForm): unknown {
  return SCHEMAS[kind].parse(toBody(kind, f));
}

/** The form of a stored row, for editing. */
export function toForm(kind: TEditorKind, row: TEditorRow): TContentForm {
  const tr = row.translations as Partial<
    Record<'CN' | 'KM', { title: string; subtitle?: string; content?: string }>
  >;
  const r = row as Partial<Record<string, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    ...EMPTY_FORM,
    title: row.title,
    cnTitle: tr.CN?.title ?? '',
    kmTitle: tr.KM?.title ?? '',
    subtitle: text(r.subtitle),
    cnSubtitle: tr.CN?.subtitle ?? '',
    kmSubtitle: tr.KM?.subtitle ?? '',
    content: text(r.content),
    cnContent: tr.CN?.content ?? '',
    kmContent: tr.KM?.content ?? '',
    sort: String(row.sort),
    startsAt: toLocalInput(text(r.startsAt) || null),
    endsAt: toLocalInput(text(r.endsAt) || null),
    publishedAt: kind === 'articles' ? toLocalInput(text(r.publishedAt)) : '',
    groupName: text(r.groupName) || EMPTY_FORM.groupName,
    imageUrl: text(r.imageUrl),
    linkageType: text(r.linkageType) || EMPTY_FORM.linkageType,
    link: text(r.link),
    execution: text(r.execution) || EMPTY_FORM.execution,
    images: Array.isArray(r.images) ? (r.images as string[]).join('\n') : '',
    articleKind: text(r.kind) || EMPTY_FORM.articleKind,
  };
}

export const isArticleKind = (v: string): v is TArticleKind =>
  (ARTICLE_KINDS as readonly string[]).includes(v);
