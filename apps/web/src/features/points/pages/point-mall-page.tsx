// The points mall (spec §1, §2.1 /pointMall, flag PTSYS3; issue 13): the member's points, the goods
// to redeem, redemption records, points details, the rules, and converting points to balance.
// Guests see the rules and a login button; a site without the points system says so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shared/errors/error-text';
import { formatCount } from '@/shared/format/money';
import { useSession } from '@/shared/session/session-store';
import { useFlag } from '@/shared/site/use-permission';
import { Icon } from '@/shared/ui/icon';
import { useModalStore } from '@/shared/ui/modal-store';
import { QueryState } from '@/shared/ui/query-state';
import { Segmented } from '@/shared/ui/form/segmented';
import { usePointsBalance, usePointsConfig } from '../api/points-api';
import { ConvertForm } from '../components/convert-form';
import { GoodsList } from '../components/goods-list';
import { PointsDetails, RedemptionRecords } from '../components/points-records';
import { PointsRules } from '../components/points-rules';
import panel from '@/shared/ui/panel.module.css';
import styles from '../components/points.module.css';

const TABS = ['goods', 'records', 'details', 'convert', 'rules'] as const;
type TTab = (typeof TABS)[number];

export default function PointMallPage() {
  const { t } = useTranslation('points');
  const enabled = useFlag('PTSYS3');
  const isLogin = useSession((s) => s.isLogin);
  const openModal = useModalStore((s) => s.open);

  const head = (
    <header className={panel.stack}>
      <h1 className={panel.sectionTitle} style={{ fontSize: '1.6rem', margin: 0 }}>
        <Icon name="coins" size={26} />
        {t('title')}
      </h1>
      <p className={panel.muted}>{t('lead')}</p>
    </header>
  );
  if (!enabled) {
    return (
      <section className={panel.stack}>
        {head}
        <QueryState state="empty" message={t('closed')} />
      </section>
    );
  }
  if (!isLogin) {
    return (
      <section className={panel.stack}>
        {head}
        <div>
          <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
            {t('login')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className={panel.stack} data-testid="point-mall">
      {head}
      <MemberMall />
    </section>
  );
}

function MemberMall() {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const balance = usePointsBalance();
  const config = usePointsConfig();
  const [tab, setTab] = useState<TTab>('goods');
  const failed = [balance, config].find((q) => q.error);
  if (failed) {
    return (
      <QueryState state="error" message={errorText(failed.error)} onRetry={() => void failed.refetch()} />
    );
  }
  if (!balance.data || !config.data) {
    return <QueryState state="loading" />;
  }
  const points = balance.data.points;
  return (
    <>
      <dl className={panel.tiles}>
        <div className={panel.tile}>
          <dt>{t('balance.current')}</dt>
          <dd data-testid="points-balance">{formatCount(points)}</dd>
        </div>
        <div className={panel.tile}>
          <dt>{t('balance.earned')}</dt>
          <dd>{formatCount(balance.data.earnedTotal)}</dd>
        </div>
      </dl>
      <div className={styles.tabs}>
        <Segmented
          label={t('tabs.label')}
          value={tab}
          options={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          onChange={setTab}
        />
      </div>
      <div className={panel.section}>
        {tab === 'goods' ? <GoodsList points={points} /> : null}
        {tab === 'records' ? <RedemptionRecords /> : null}
        {tab === 'details' ? <PointsDetails /> : null}
        {tab === 'convert' ? (
          <ConvertForm
            points={points}
            minPoints={config.data.convertMinPoints}
            minorPerPoint={config.data.convertMinorPerPoint}
          />
        ) : null}
        {tab === 'rules' ? <PointsRules /> : null}
      </div>
    </>
  );
}
