// The filters and the page of one records pane. Any filter change goes back to page 1; the range
// starts as "last 7 days". The query context adds the zone's offset (the browser's unless one is
// given: the agent centre's) and the API language (game names come back in it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiLanguage } from '@/shared/i18n/languages';
import { browserTzOffset, presetRange, zoneNow, type TDateRange } from '../lib/date-range';
import type { TQueryContext } from '../lib/records-query';

export function useFilterState<F extends { range: TDateRange }>(
  initial: Omit<F, 'range'>,
  tzOffset?: number,
) {
  const [filters, setFilters] = useState<F>(
    () => ({ ...initial, range: presetRange('last7', zoneNow(tzOffset)) }) as F,
  );
  const [pageNo, setPageNo] = useState(1);
  const update = (patch: Partial<F>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPageNo(1);
  };
  const { i18n } = useTranslation();
  const context: TQueryContext = {
    tzOffset: tzOffset ?? browserTzOffset(),
    pageNo,
    language: apiLanguage(i18n.language),
  };
  return { filters, update, context, setPageNo };
}
