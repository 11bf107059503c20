import { describe, expect, it } from 'vitest';
import { planHelpArticles } from './help-articles';

const FIXED = ['guide', 'term', 'contact'];
const article = (id: number, anchor: string) => ({
  id,
  anchor,
  title: `Title ${id}`,
  content: `<p>${id}</p>`,
});

describe('planHelpArticles', () => {
  it('puts an article whose anchor is a fixed section into that section', () => {
    const plan = planHelpArticles(FIXED, [article(1, 'term'), article(2, 'contact'), article(3, 'term')]);
    expect(plan.extending.term?.map((a) => a.id)).toEqual([1, 3]);
    expect(plan.extending.contact?.map((a) => a.id)).toEqual([2]);
    expect(plan.own).toEqual([]);
  });

  it('gives other articles their own section with the anchor as id, in server order', () => {
    const plan = planHelpArticles(FIXED, [article(4, 'withdraw'), article(1, 'term'), article(2, 'deposit')]);
    expect(plan.own.map((s) => [s.id, s.article.id])).toEqual([
      ['withdraw', 4],
      ['deposit', 2],
    ]);
  });

  it('falls back to an id of its own for an unusable, repeated or reserved anchor', () => {
    const plan = planHelpArticles(FIXED, [
      article(5, 'how to pay'),
      article(6, 'faq'),
      article(7, 'faq'),
      article(8, 'guide-title'),
      article(9, ''),
    ]);
    expect(plan.own.map((s) => s.id)).toEqual([
      'help-article-5',
      'faq',
      'help-article-7',
      'help-article-8',
      'help-article-9',
    ]);
  });

  it('returns nothing for no articles', () => {
    expect(planHelpArticles(FIXED, [])).toEqual({ extending: {}, own: [] });
  });
});
