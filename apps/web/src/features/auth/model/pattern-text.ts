// Pattern messages of spec §5 in the reader's language. Each translated template (key
// pattern.<ID>) ends with a "{{min}} - {{max}}" range phrase; this applies the spec's collapse
// rule to that phrase: equal bounds show one number, a single bound says "at least"/"at most",
// no bounds drop the phrase with the separator before it.

export type TRangeWords = { atLeast: (n: number) => string; atMost: (n: number) => string };

const RANGE = /\{\{min\}\}\s*-\s*\{\{max\}\}/;
const RANGE_PHRASE = /\s*[,，、;；]?\s*[^,，、;；]*\{\{min\}\}\s*-\s*\{\{max\}\}.*$/u;

function bound(n: number | null | undefined): number | null {
  return n !== undefined && n !== null && n > 0 ? n : null;
}

export function collapseRange(
  template: string,
  min: number | null | undefined,
  max: number | null | undefined,
  words: TRangeWords,
): string {
  const lo = bound(min);
  const hi = bound(max);
  if (!RANGE.test(template)) {
    return template;
  }
  if (lo !== null && hi !== null) {
    return lo === hi
      ? template.replace(RANGE, String(lo))
      : template.replace('{{min}}', String(lo)).replace('{{max}}', String(hi));
  }
  if (lo !== null) {
    return template.replace(RANGE, words.atLeast(lo));
  }
  if (hi !== null) {
    return template.replace(RANGE, words.atMost(hi));
  }
  return template.replace(RANGE_PHRASE, '');
}
