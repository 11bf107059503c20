// The cashier's part of the security centre: the fund password block and the bank cards block,
// for the shell's SecurityCenter to render under the account details.
import { BankCardBlock } from './bank-card-form';
import { FundPasswordBlock } from './fund-password-form';
import panel from '@/shared/ui/panel.module.css';

export function SecurityCashierBlocks() {
  return (
    <div className={panel.stack} data-testid="security-cashier">
      <FundPasswordBlock />
      <BankCardBlock />
    </div>
  );
}
