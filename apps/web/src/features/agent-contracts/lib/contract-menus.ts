// Which contract kinds' menu entries apply to the agent, from the consolidated contract info (spec
// §3, §7): the agent holds the kind, may offer it, or has a request of it to answer.
import {
  CONSOLIDATED_FLAG_OF_KIND,
  CONTRACT_KINDS,
  type TConsolidatedContractInfo,
  type TContractKind,
} from '@pavilion/contracts/agent-contracts';

export function contractMenus(
  info: TConsolidatedContractInfo | undefined,
): Partial<Record<TContractKind, boolean>> {
  if (!info) {
    return {};
  }
  return Object.fromEntries(CONTRACT_KINDS.map((k) => [k, info[CONSOLIDATED_FLAG_OF_KIND[k]]]));
}
