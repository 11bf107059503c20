// The cashier's part of the security centre: the fund password block and the bank cards block,
// for the shell's SecurityCenter to render under the account details.
import { BankCardBlock } from './bank-card-form';
import { FundPasswordBlock } from './fund-password-form';
import styles from './cashier.module.css';

export function SecurityCashierBlocks() {
  return (
    <div className={styles.stack} data-testid="security-cashier">
      <FundPasswordBlock />
      <BankCardBlock />
    </div>
  );
}
