// What every agent centre page receives from the frame (agent-home-page.tsx).
import type { TMemberInfo } from '@pavilion/contracts/auth';

export type TAgentPageProps = { member: TMemberInfo };
