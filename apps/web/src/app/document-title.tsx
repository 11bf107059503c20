// The browser tab's title (issue 30): "<page> · <site name>" in the member's language, from the
// deepest matched route's `handle.title` (a key of the shell namespace, which loads at start-up),
// the not-found page's included. It follows the route and the language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export type TTitleHandle = { title: string };

function isTitleHandle(handle: unknown): handle is TTitleHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as TTitleHandle).title === 'string';
}

/** The title key of the deepest route that has one. */
export function routeTitleKey(matches: readonly { handle: unknown }[]): string | undefined {
  return matches.map((m) => m.handle).findLast(isTitleHandle)?.title;
}

export function documentTitle(page: string | undefined, site: string): string {
  return page ? `${page} · ${site}` : site;
}

export function DocumentTitle() {
  const { t } = useTranslation('shell');
  const key = routeTitleKey(useMatches());
  const title = documentTitle(key ? t(key) : undefined, t('titles.site'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
