// Agent centre page `agentHourSalary` (spec §2.8): the contracts of its kind (decision 025), then their settlement records.
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { ContractsPage } from '../components/contracts-page';

export default function HourlySalaryPage(_props: TAgentPageProps) {
  return <ContractsPage kind="hourly" />;
}
