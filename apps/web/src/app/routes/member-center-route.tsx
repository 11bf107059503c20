// /member (spec §2.7): guests never get here (the router sends them to /login); trial users see
// the real-account notice (spec §4, §6); members get the centre with the panes features deliver.
import { IdentityLinks } from '@/features/auth/components/identity-links';
import { SecurityCashierBlocks } from '@/features/cashier/components/security-cashier-blocks';
import { DepositPage } from '@/features/cashier/pages/deposit-page';
import { TransferUplinePage } from '@/features/cashier/pages/transfer-upline-page';
import { WalletPage } from '@/features/cashier/pages/wallet-page';
import { WithdrawPage } from '@/features/cashier/pages/withdraw-page';
import { ResponsibleGamingPanel } from '@/features/engagement/components/responsible-gaming-panel';
import { VerificationPane } from '@/features/kyc/components/verification-pane';
import { MessagesPane } from '@/features/messages/components/messages-pane';
import { BonusDetailsPage } from '@/features/promotions/pages/bonus-details-page';
import { ManualRebatePage } from '@/features/loyalty/pages/manual-rebate-page';
import { ReferralPage } from '@/features/loyalty/pages/referral-page';
import { RewardCenterPage } from '@/features/loyalty/pages/reward-center-page';
import { VipSummary } from '@/features/loyalty/components/vip-summary';
import { AccountRecordPage } from '@/features/records/pages/account-record-page';
import { BettingRecordPage } from '@/features/records/pages/betting-record-page';
import { ProfitLossPage } from '@/features/records/pages/profit-loss-page';
import { MissionLeaderboardPage } from '@/features/points/pages/missions-page';
import { MemberCenterFrame, type TMemberPanes } from '@/features/shell/member-center/member-center-frame';
import { RealAccountNotice } from '@/features/shell/member-center/real-account-notice';
import { SecurityCenter } from '@/features/shell/member-center/security-center';
import { useMember } from '@/shared/session/use-member';
import { PageSpinner } from '../lazy-page';
import styles from './member-center-route.module.css';

/** The security centre with the blocks other features own: linked sign-in providers (auth), fund
 * password and bank cards (cashier), responsible gaming (player protection). */
function SecurityPane() {
  return (
    <div className={styles.stack}>
      <SecurityCenter />
      <IdentityLinks />
      <SecurityCashierBlocks />
      <ResponsibleGamingPanel />
    </div>
  );
}

const PANES: TMemberPanes = {
  securityCenter: SecurityPane,
  verification: VerificationPane,
  transferFund: WalletPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  personalHistoryCopy: BettingRecordPage,
  transactionHistory: AccountRecordPage,
  personalProfit: ProfitLossPage,
  messageV2: MessagesPane,
  bonusDetails: BonusDetailsPage,
  rewardCenter: RewardCenterPage,
  manualRebate: ManualRebatePage,
  referral: ReferralPage,
  missionLeaderboard: MissionLeaderboardPage,
};

export default function MemberCenterRoute() {
  const member = useMember();
  if (member.isPending) {
    return <PageSpinner />;
  }
  if (member.data?.isTrial) {
    return <RealAccountNotice />;
  }
  return <MemberCenterFrame panes={PANES} summary={<VipSummary />} />;
}
