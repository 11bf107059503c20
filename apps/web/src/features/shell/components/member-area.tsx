// The logged-in part of the header (spec §2.4): balance with show/hide and refresh, withdraw and
// deposit buttons, and the account menu. The balance comes from the wallet's balance call (2
// decimals, thousands separators); until that first answers, the member info's balance stands in.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '@/shared/format/money';
import { useMember } from '@/shared/session/use-member';
import { usePermission } from '@/shared/site/use-permission';
import { Icon } from '@/shared/ui/icon';
import { useBalance } from '@/shared/wallet/use-balance';
import { useShellUi } from '../shell-ui-store';
import { AccountMenu } from './account-menu';
import styles from './member-area.module.css';

export function MemberArea() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const member = useMember();
  const wallet = useBalance();
  const merchantSymbol = usePermission().data?.merchant.currencySymbol ?? '';
  const hidden = useShellUi((s) => s.balanceHidden);
  const toggleHidden = useShellUi((s) => s.toggleBalanceHidden);
  const balance = wallet.data?.balance ?? member.data?.balance;
  const symbol = wallet.data?.currencySymbol ?? merchantSymbol;

  return (
    <>
      <div className={styles.balance} role="group" aria-label={t('header.balance')}>
        <Icon name="wallet" size={18} className={styles.walletIcon} />
        <output className={styles.amount} data-testid="header-balance" aria-live="polite">
          {balance === undefined ? (
            '—'
          ) : hidden ? (
            <>
              <span aria-hidden="true">••••••</span>
              <span className="visually-hidden">{t('header.balanceHidden')}</span>
            </>
          ) : (
            formatMoney(balance, symbol)
          )}
        </output>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
          aria-pressed={hidden}
          onClick={toggleHidden}
        >
          <Icon name={hidden ? 'eye' : 'eyeOff'} size={17} />
        </button>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.refresh}`}
          aria-label={t('header.refreshBalance')}
          aria-busy={wallet.isFetching}
          disabled={wallet.isFetching}
          data-testid="header-balance-refresh"
          onClick={() => void wallet.refetch()}
        >
          <Icon name="refresh" size={17} className={wallet.isFetching ? styles.spinning : undefined} />
        </button>
      </div>
      <button
        type="button"
        className={`btn btn-outline ${styles.wide}`}
        onClick={() => void navigate('/member?page=withdraw')}
      >
        {t('header.withdraw')}
      </button>
      <button
        type="button"
        className={`btn btn-primary ${styles.wide}`}
        onClick={() => void navigate('/member?page=depositv2')}
      >
        {t('header.deposit')}
      </button>
      <AccountMenu />
    </>
  );
}
