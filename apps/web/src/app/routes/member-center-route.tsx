// /member (spec §2.7): guests never get here (the router sends them to /login); trial users see
// the real-account notice (spec §4, §6); members get the centre with the panes features deliver.
import { AccountRecordPage } from '@/features/records/pages/account-record-page';
import { BettingRecordPage } from '@/features/records/pages/betting-record-page';
import { ProfitLossPage } from '@/features/records/pages/profit-loss-page';
import { MemberCenterFrame, type TMemberPanes } from '@/features/shell/member-center/member-center-frame';
import { RealAccountNotice } from '@/features/shell/member-center/real-account-notice';
import { SecurityCenter } from '@/features/shell/member-center/security-center';
import { useMember } from '@/shared/session/use-member';
import { PageSpinner } from '../lazy-page';

const PANES: TMemberPanes = {
  securityCenter: SecurityCenter,
  personalHistoryCopy: BettingRecordPage,
  transactionHistory: AccountRecordPage,
  personalProfit: ProfitLossPage,
};

export default function MemberCenterRoute() {
  const member = useMember();
  if (member.isPending) {
    return <PageSpinner />;
  }
  if (member.data?.isTrial) {
    return <RealAccountNotice />;
  }
  return <MemberCenterFrame panes={PANES} />;
}
