// Game-list replies from pre-serialised items, per catalogue version (the pinned index and vendor
// view, which the items read): each row's game item (spec §3) is serialised once per language on
// first use, so a page reply is a join of its items' JSON plus the page envelope; recent replies
// are kept whole, so a popular page costs a lookup. A new index or view (a catalogue change)
// starts afresh; the old strings go with the old objects.
import type { TGamePage } from '@pavilion/contracts/games';
import { toGameItem, type TCatalogueView, type TLanguage } from './catalogue.service.ts';
import type { TCatalogueIndex } from './catalogue-index.ts';
import type { TIndexPage } from './catalogue-index-query.ts';

/** Whole replies kept per catalogue version; the store is emptied when full (distinct queries). */
const MAX_PAGES = 200;

type TVersionJson = { items: Record<TLanguage, (string | undefined)[]>; pages: Map<string, string> };

const jsonByVersion = new WeakMap<TCatalogueIndex, WeakMap<TCatalogueView, TVersionJson>>();

function versionJson(index: TCatalogueIndex, view: TCatalogueView): TVersionJson {
  let byView = jsonByVersion.get(index);
  if (!byView) {
    byView = new WeakMap();
    jsonByVersion.set(index, byView);
  }
  let json = byView.get(view);
  if (!json) {
    json = { items: { EN: [], CN: [], KM: [] }, pages: new Map() };
    byView.set(view, json);
  }
  return json;
}

type TPageRequest = { key: string; language: TLanguage; pageNum: number; pageSize: number };

/**
 * The game-page reply for `request` under this catalogue version: kept from an earlier call with
 * the same key, or built from `pageOf` (the rows' positions in the index and the total). The JSON
 * is byte for byte what JSON.stringify would make of the TGamePage: items are built by toGameItem
 * in ZGameItemSchema's field order.
 */
export function gamePageJson(
  index: TCatalogueIndex,
  view: TCatalogueView,
  request: TPageRequest,
  pageOf: () => TIndexPage,
): string {
  const { items, pages } = versionJson(index, view);
  const kept = pages.get(request.key);
  if (kept !== undefined) {
    return kept;
  }
  const { positions, total } = pageOf();
  const { language, pageNum, pageSize } = request;
  const languageItems = items[language];
  const content = positions.map(
    (i) => (languageItems[i] ??= JSON.stringify(toGameItem(view, index.rows[i]!, language))),
  );
  const envelope: Omit<TGamePage, 'content'> = {
    pageNum,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    total,
  };
  const json = `{"content":[${content.join(',')}],${JSON.stringify(envelope).slice(1)}`;
  if (pages.size >= MAX_PAGES) {
    pages.clear();
  }
  pages.set(request.key, json);
  return json;
}
