// Where the content service's help articles (spec §7 help content: by language, device WEB) go on
// the help page. An article whose anchor names one of the page's fixed sections ("term",
// "contact") extends that section, so #term stays one target and no heading is shown twice; every
// other article is a section of its own, with its anchor as the element id when that is a usable
// id no other section (or section heading, `<id>-title`) has taken.
import type { THelpArticle } from '@pavilion/contracts/content';

export type THelpArticleSection = { id: string; article: THelpArticle };
export type THelpArticlePlan = {
  /** Articles that extend a fixed section, by that section's id. */
  extending: Partial<Record<string, THelpArticle[]>>;
  /** Articles with a section of their own, in the server's order. */
  own: THelpArticleSection[];
};

const USABLE_ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export const headingIdOf = (sectionId: string) => `${sectionId}-title`;

export function planHelpArticles(
  fixedIds: readonly string[],
  articles: readonly THelpArticle[],
): THelpArticlePlan {
  const fixed = new Set(fixedIds);
  const taken = new Set<string>();
  const take = (id: string) => {
    taken.add(id);
    taken.add(headingIdOf(id));
  };
  fixedIds.forEach(take);

  const extending: THelpArticlePlan['extending'] = {};
  const own: THelpArticleSection[] = [];
  for (const article of articles) {
    if (fixed.has(article.anchor)) {
      (extending[article.anchor] ??= []).push(article);
      continue;
    }
    const id =
      USABLE_ID.test(article.anchor) && !taken.has(article.anchor)
        ? article.anchor
        : `help-article-${article.id}`;
    take(id);
    own.push({ id, article });
  }
  return { extending, own };
}
