// Agent centre page `agentTeamOverview` (spec §2.8, the default page).
import { AgentTeamOverview } from '@/features/agent/components/agent-team-overview';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';

export default function TeamOverviewPage({ member }: TAgentPageProps) {
  return <AgentTeamOverview member={member} />;
}
