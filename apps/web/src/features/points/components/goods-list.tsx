// The mall's goods (spec §3 "goods name, points requirement, amount requirement"): a card each,
// whether the member can redeem it now (points, deposits, stock), and the redeem form of the one
// chosen. Without a fund password the member is sent to the security centre first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '@/shared/errors/error-text';
import { formatCount, formatMoney } from '@/shared/format/money';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useFundPasswordSet, useGoods } from '../api/points-api';
import { blockerOf } from '../lib/goods-rules';
import { RedeemForm } from './redeem-form';
import panel from '@/shared/ui/panel.module.css';
import styles from './points.module.css';

export function GoodsList({ points }: { points: number }) {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const goods = useGoods();
  const fundPassword = useFundPasswordSet();
  const [chosen, setChosen] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (goods.error) {
    return <QueryState state="error" message={errorText(goods.error)} onRetry={() => void goods.refetch()} />;
  }
  if (!goods.data) {
    return <QueryState state="loading" />;
  }
  if (goods.data.goods.length === 0) {
    return <QueryState state="empty" message={t('goods.empty')} />;
  }
  const { depositTotal } = goods.data;
  const selected = goods.data.goods.find((g) => g.id === chosen);
  return (
    <div className={panel.stack}>
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      {fundPassword.data && !fundPassword.data.isSet ? (
        <FormAlert tone="info">
          {t('goods.needFundPassword')}{' '}
          <Link to="/member?page=securityCenter">{t('goods.setFundPassword')}</Link>
        </FormAlert>
      ) : null}
      <ul className={styles.grid} data-testid="goods-list">
        {goods.data.goods.map((g) => {
          const blocker = blockerOf(g, points, depositTotal);
          return (
            <li key={g.id} className={styles.card} data-testid="goods-card">
              <h3 className={styles.cardTitle}>{g.name}</h3>
              {g.description ? <p className={panel.muted}>{g.description}</p> : null}
              <dl className={styles.cardFacts}>
                <dt>{t('goods.points')}</dt>
                <dd>{formatCount(g.pointsRequired)}</dd>
                <dt>{t('goods.amount')}</dt>
                <dd>{g.amountRequired > 0 ? formatMoney(g.amountRequired, symbol) : t('goods.noAmount')}</dd>
                <dt>{t('goods.stock')}</dt>
                <dd>{g.stock === null ? t('goods.unlimited') : formatCount(g.stock)}</dd>
              </dl>
              <div className={styles.cardActions}>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={blocker !== null || fundPassword.data?.isSet === false}
                  aria-label={t('goods.redeemName', { name: g.name })}
                  onClick={() => {
                    setDone(null);
                    setChosen(g.id);
                  }}
                >
                  {t('goods.redeem')}
                </button>
                {blocker ? <span className={panel.muted}>{t(`goods.blocked.${blocker}`)}</span> : null}
              </div>
            </li>
          );
        })}
      </ul>
      {selected ? (
        <section className={panel.section}>
          <RedeemForm
            key={selected.id}
            goods={selected}
            onCancel={() => setChosen(null)}
            onDone={(message) => {
              setChosen(null);
              setDone(message);
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
