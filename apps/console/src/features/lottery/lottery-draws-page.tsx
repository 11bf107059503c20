// A lottery game's draws (issues), the latest first in server pages, by stored status (a void
// one with its reason): the draw time, the drawn numbers, tickets with their stakes and payouts. lottery.write voids an issue that is not
// settled (every ticket refunded) with a reason, after a confirmation.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOTTERY_ISSUE_STATUSES,
  ZLotteryVoidRequestSchema,
  type TLotteryAdminIssue,
} from '@pavilion/contracts/lottery';
import { formatDateTime, formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useCan } from '@/shared/use-me';
import { useLotteryGames, useLotteryIssues, useVoidIssue, type TIssueStatus } from './lottery-api';
import { drawText } from './lottery-format';
import './lottery.css';

const column = createColumnHelper<TLotteryAdminIssue>();

export function LotteryDrawsPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const canWrite = useCan('lottery.write');
  const games = useLotteryGames();
  const [picked, setPicked] = useState('');
  const gameCode = picked || games.data?.games[0]?.code || '';
  const [status, setStatus] = useState<TIssueStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const issues = useLotteryIssues(gameCode, status, pageNo);
  const voidIssue = useVoidIssue();
  const [voiding, setVoiding] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('issueNo', {
        header: t('lotteryAdmin.issue'),
        cell: (c) => <span className="lottery-nowrap">{c.getValue()}</span>,
      }),
      column.accessor('status', {
        header: t('lotteryAdmin.status'),
        cell: ({ row }) => (
          <>
            {t(`lotteryAdmin.status_${row.original.status}`)}
            {row.original.voidReason && <div className="muted small">{row.original.voidReason}</div>}
          </>
        ),
      }),
      column.accessor('state', {
        header: t('lotteryAdmin.state'),
        cell: (c) => t(`lotteryAdmin.state_${c.getValue()}`),
      }),
      column.accessor('drawAt', {
        header: t('lotteryAdmin.drawAt'),
        cell: (c) => formatDateTime(c.getValue(), lng),
      }),
      column.accessor('draw', {
        header: t('lotteryAdmin.draw'),
        enableSorting: false,
        cell: (c) => drawText(c.getValue()),
      }),
      column.accessor('tickets', { header: t('lotteryAdmin.tickets') }),
      column.accessor('stake', {
        header: t('lotteryAdmin.stake'),
        cell: (c) => formatMoney(c.getValue(), lng),
      }),
      column.accessor('payout', {
        header: t('lotteryAdmin.payout'),
        cell: (c) => formatMoney(c.getValue(), lng),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) =>
                row.original.status === 'pending' || row.original.status === 'drawn' ? (
                  <button
                    type="button"
                    className="btn btn-small btn-danger lottery-nowrap"
                    aria-label={t('lotteryAdmin.voidOf', { issue: row.original.issueNo })}
                    onClick={() => setVoiding(row.original.issueNo)}
                  >
                    {t('lotteryAdmin.void')}
                  </button>
                ) : null,
            }),
          ]
        : []),
    ],
    [t, lng, canWrite],
  );

  return (
    <section aria-labelledby="draws-title" className="stack">
      <h1 id="draws-title">{t('lotteryAdmin.drawsTitle')}</h1>
      <div className="filters row wrap">
        <label className="field inline">
          <span>{t('lotteryAdmin.game')}</span>
          <select
            value={gameCode}
            onChange={(e) => {
              setPicked(e.target.value);
              setPageNo(1);
            }}
          >
            {games.data?.games.map((g) => (
              <option key={g.code} value={g.code}>
                {g.code}
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>{t('lotteryAdmin.status')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TIssueStatus | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('lotteryAdmin.all')}</option>
            {LOTTERY_ISSUE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`lotteryAdmin.status_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={games.isLoading || issues.isLoading} error={games.error ?? issues.error} />
      {issues.data && (
        <DataTable
          label={t('lotteryAdmin.drawsOf', { game: gameCode })}
          data={issues.data.rows}
          columns={columns}
          getRowId={(r) => r.issueNo}
          pageNo={issues.data.pageNo}
          pageCount={issues.data.totalPages}
          onPage={setPageNo}
        />
      )}
      {canWrite && (
        <ReasonDialog
          open={voiding !== null}
          title={t('lotteryAdmin.voidTitle', { game: gameCode, issue: voiding ?? '' })}
          reasonLabel={t('lotteryAdmin.reason')}
          reasonRule={t('lotteryAdmin.reasonRule')}
          confirmLabel={t('lotteryAdmin.void')}
          schema={ZLotteryVoidRequestSchema}
          onSubmit={async ({ reason }) => {
            if (voiding === null) {
              return;
            }
            const reply = await voidIssue.mutateAsync({ code: gameCode, issueNo: voiding, reason });
            setOutcome(t('lotteryAdmin.voided', { issue: voiding, n: reply.refunded }));
          }}
          onClose={() => setVoiding(null)}
        />
      )}
    </section>
  );
}
