// The points details (every change with the balance after it) and the redemption records with
// their states (spec §4: in process, rejected, approved), one page at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPointsTx, TRedemption } from '@pavilion/contracts/points';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { formatCount } from '@/shared/format/money';
import { PagedRecordsTable } from '@/shared/ui/paged-records-table';
import { usePointsDetails, useRedemptions } from '../api/points-api';
import styles from './points.module.css';

export function PointsDetails() {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const query = usePointsDetails(pageNo);
  return (
    <PagedRecordsTable<TPointsTx>
      query={query}
      onPage={setPageNo}
      emptyText={t('details.empty')}
      errorText={errorText}
      stateTestId="points-details"
      caption={t('tabs.details')}
      captionHidden
      testId="points-details"
      rowKey={(r) => r.id}
      columns={[
        { id: 'time', header: t('details.time'), cell: (r) => formatDateTime(r.createdAt) },
        {
          id: 'type',
          header: t('details.type'),
          cell: (r) =>
            r.pointType && r.kind === 'earn' ? t(`pointTypes.${r.pointType}`) : t(`kinds.${r.kind}`),
        },
        {
          id: 'changed',
          header: t('details.changed'),
          numeric: true,
          cell: (r) => `${r.changedPoints > 0 ? '+' : ''}${formatCount(r.changedPoints)}`,
        },
        {
          id: 'balance',
          header: t('details.balance'),
          numeric: true,
          cell: (r) => formatCount(r.pointsBalance),
        },
        { id: 'remark', header: t('details.remark'), wrap: true, cell: (r) => r.remark || '—' },
      ]}
    />
  );
}

export function RedemptionRecords() {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const query = useRedemptions(pageNo);
  return (
    <PagedRecordsTable<TRedemption>
      query={query}
      onPage={setPageNo}
      emptyText={t('records.empty')}
      errorText={errorText}
      stateTestId="redemptions"
      caption={t('tabs.records')}
      captionHidden
      testId="redemptions"
      layout="list"
      rowKey={(r) => r.id}
      columns={[
        { id: 'time', header: t('details.time'), cell: (r) => formatDateTime(r.createdAt) },
        {
          id: 'goods',
          header: t('records.goods'),
          wrap: true,
          cell: (r) => `${r.goodsName} × ${r.quantity}`,
        },
        { id: 'points', header: t('records.points'), numeric: true, cell: (r) => formatCount(r.points) },
        {
          id: 'status',
          header: t('records.status'),
          cell: (r) => (
            <span
              className={`${styles.badge} ${styles[`badge_${r.status}`] ?? ''}`}
              data-testid="redemption-status"
            >
              {t(`status.${r.status}`)}
            </span>
          ),
        },
        {
          id: 'delivery',
          header: t('records.delivery'),
          wrap: true,
          cell: (r) => `${r.recipient}, ${r.address}, ${r.phone}`,
        },
        { id: 'remark', header: t('details.remark'), wrap: true, cell: (r) => r.remark || '—' },
      ]}
    />
  );
}
