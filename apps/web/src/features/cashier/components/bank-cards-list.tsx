// The member's bound bank cards, masked by the server (only the last four digits show).
import { useTranslation } from 'react-i18next';
import type { TBankCard } from '@pavilion/contracts/cashier';
import { Icon } from '@/shared/ui/icon';
import panel from '@/shared/ui/panel.module.css';
import styles from './cashier.module.css';

export function BankCardsList({ cards }: { cards: TBankCard[] }) {
  const { t } = useTranslation('cashier');
  if (cards.length === 0) {
    return <p className={panel.muted}>{t('bankCard.none')}</p>;
  }
  return (
    <ul className={styles.cards} aria-label={t('bankCard.listLabel')} data-testid="bank-cards">
      {cards.map((card) => (
        <li key={card.id} className={styles.card} data-testid="bank-card">
          <Icon name="card" />
          <div>
            <strong>{card.bankName}</strong>
            <div className={styles.cardNumber}>{card.accountNumberMasked}</div>
            <div className={panel.muted}>{card.payeeName}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
