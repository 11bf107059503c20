// Agent centre page `palStatementsAgentCopy` (spec §2.8): placeholder until its slice of the agent programme lands.
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { AgentEmptyPane } from '@/features/agent/components/agent-empty-pane';
import { agentPage } from '@/features/agent/model/agent-menu';

export default function UserProfitLossPage(_props: TAgentPageProps) {
  return <AgentEmptyPane page={agentPage('palStatementsAgentCopy')} />;
}
