// The reports' reads: a JSON page (GET /api/admin/reports/<name>) and the CSV export, fetched with
// the operator's token (a plain link cannot carry it) and handed to the browser as a download.
import { useQuery } from '@tanstack/react-query';
import type { TErrorReply } from '@pavilion/contracts/errors';
import type { TReportName } from '@pavilion/contracts/reports';
import { ApiError, api } from '@/shared/http';
import { getToken } from '@/shared/session';

export type TReportRange = { from: string; to: string };
export type TReportPage = {
  rows: Record<string, string | number | null>[];
  pageNo: number;
  total: number;
  totalPages: number;
  totals: Record<string, number>;
};

export const PAGE_SIZE = 50;

export function useReport(name: TReportName, range: TReportRange, page: number) {
  return useQuery({
    queryKey: ['console', 'reports', name, range, page],
    queryFn: () =>
      api<TReportPage>(`/api/admin/reports/${name}`, { query: { ...range, page, pageSize: PAGE_SIZE } }),
    // the previous page stays while the next loads, but never another report's rows under these columns
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === name ? previous : undefined,
  });
}

/** Downloads `<name>.csv` for the range; the server streams it, the browser stores it as a file. */
export async function downloadCsv(name: TReportName, range: TReportRange): Promise<void> {
  const url = new URL(`/api/admin/reports/${name}.csv`, window.location.origin);
  url.searchParams.set('from', range.from);
  url.searchParams.set('to', range.to);
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
  } catch {
    throw new ApiError(0, { code: 'NETWORK', message: 'Network error' });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as TErrorReply | undefined;
    throw new ApiError(res.status, body?.error ?? { code: 'UNKNOWN_ERROR', message: 'Unknown error' });
  }
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `${name}_${range.from}_${range.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
