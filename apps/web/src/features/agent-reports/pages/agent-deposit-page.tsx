// Deposit (agent centre `deposit`, spec §2.8): the agent's own wallet through the cashier of
// issue 5 — its deposit page as the player site has it, inside the agent frame.
import { DepositPage } from '@/features/cashier/pages/deposit-page';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { ReportFrame } from '../components/report-frame';

export default function AgentDepositPage(_props: TAgentPageProps) {
  return (
    <ReportFrame page="deposit">
      <DepositPage />
    </ReportFrame>
  );
}
