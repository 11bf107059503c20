// Page buttons of the notice list (spec §9: page size 9, pager margin 1 page, range 5): the
// first and last `margin` pages, `range` pages around the current one, gaps in between.
export type TPagerItem = number | 'gap';

export function pagerItems(current: number, totalPages: number, range = 5, margin = 1): TPagerItem[] {
  if (totalPages <= 0) {
    return [];
  }
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p++) {
    pages.add(p);
  }
  for (let p = start; p <= end; p++) {
    pages.add(p);
  }
  for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p++) {
    pages.add(p);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: TPagerItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) {
      items.push('gap');
    }
    items.push(p);
  });
  return items;
}
