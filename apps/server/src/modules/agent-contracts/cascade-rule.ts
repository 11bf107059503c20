// The cascade rule of decision 025 as a pure, set-based function over an in-memory tree: what the
// service does in SQL (agent-contracts.service.ts cascadeAfterNewTerms + repo.endSubtrees), written
// down so the rule itself can be property-tested against a recursive model without a database.
import { ratesAboveUpline, type TContractTerms } from '@pavilion/contracts/agent-contracts';

export type TRuleContract = {
  id: number;
  uplineId: number;
  downlineId: number;
  status: 'offered' | 'active' | 'termination_requested';
  terms: TContractTerms;
};

/** Everyone in the subtrees of `roots` (roots included), from a member → upline map. */
export function subtreeOf(uplineOf: Map<number, number | null>, roots: Set<number>): Set<number> {
  const out = new Set<number>();
  for (const member of uplineOf.keys()) {
    for (let m: number | null | undefined = member; m !== null && m !== undefined; m = uplineOf.get(m)) {
      if (roots.has(m)) {
        out.add(member);
        break;
      }
    }
  }
  return out;
}

/**
 * The ids of the open contracts (of one kind) that end when `agentId` comes to hold `terms`: those it
 * gave above the terms, then every open contract given inside the subtree of a downline that lost a
 * live contract that way.
 */
export function cascadeEnds(
  uplineOf: Map<number, number | null>,
  open: TRuleContract[],
  agentId: number,
  terms: TContractTerms,
): Set<number> {
  const direct = open.filter((c) => c.uplineId === agentId && ratesAboveUpline(c.terms, terms).length > 0);
  const roots = new Set(direct.filter((c) => c.status !== 'offered').map((c) => c.downlineId));
  const under = subtreeOf(uplineOf, roots);
  return new Set([...direct.map((c) => c.id), ...open.filter((c) => under.has(c.uplineId)).map((c) => c.id)]);
}
