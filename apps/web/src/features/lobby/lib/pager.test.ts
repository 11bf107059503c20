import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/date-time';
import { pagerItems } from './pager';

describe('pagerItems', () => {
  it('lists every page when they fit', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps one margin page at each end and five around the current one', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
  it('has no pages for an empty list', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });
});

describe('formatDateTime', () => {
  it('shows year-month-day hour:minute:second in local time', () => {
    const ms = new Date(2024, 0, 5, 7, 8, 9).getTime();
    expect(formatDateTime(ms)).toBe('2024-01-05 07:08:09');
  });
});
