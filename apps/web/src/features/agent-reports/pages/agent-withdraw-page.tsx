// Withdraw (agent centre `withdraw`, spec §2.8): the agent's own wallet through the cashier of
// issue 5 — its withdraw page as the player site has it, inside the agent frame.
import { WithdrawPage } from '@/features/cashier/pages/withdraw-page';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { ReportFrame } from '../components/report-frame';

export default function AgentWithdrawPage(_props: TAgentPageProps) {
  return (
    <ReportFrame page="withdraw">
      <WithdrawPage />
    </ReportFrame>
  );
}
