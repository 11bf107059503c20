// The cascade rule against a recursive model (fast-check): random trees where an agent gives a
// contract only when it holds one (the invariant the API keeps), a new rate for the head agent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TContractTerms } from '@pavilion/contracts/agent-contracts';
import { cascadeEnds, subtreeOf, type TRuleContract } from './cascade-rule.ts';

const daily = (rateBp: number): TContractTerms => ({
  kind: 'daily',
  tiers: [{ minDailyBet: 0, minActiveMembers: 0, rateBp }],
});

const node = fc.record({
  parent: fc.nat(),
  state: fc.constantFrom('active', 'offered', 'termination_requested', 'none'),
  rate: fc.integer({ min: 0, max: 100 }),
});

describe('cascade rule', () => {
  it('subtreeOf includes the roots and everyone below them only', () => {
    const up = new Map<number, number | null>([
      [1, null],
      [2, 1],
      [3, 2],
      [4, 1],
    ]);
    expect([...subtreeOf(up, new Set([2]))].sort()).toEqual([2, 3]);
    expect(subtreeOf(up, new Set()).size).toBe(0);
  });

  it('ends exactly what a recursive walk of the contracts ends', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: 30 }), fc.integer({ min: 0, max: 100 }), (nodes, newRate) => {
        // member 0 is the head agent holding 100
        const uplineOf = new Map<number, number | null>([[0, null]]);
        const holds = new Map<number, number>([[0, 100]]);
        const open: (TRuleContract & { rate: number })[] = [];
        nodes.forEach((n, i) => {
          const id = i + 1;
          const up = n.parent % id;
          uplineOf.set(id, up);
          const upRate = holds.get(up);
          if (n.state === 'none' || upRate === undefined) {
            return;
          }
          const rate = Math.min(n.rate, upRate);
          open.push({
            id: 1000 + id,
            uplineId: up,
            downlineId: id,
            status: n.state as TRuleContract['status'],
            terms: daily(rate),
            rate,
          });
          if (n.state !== 'offered') {
            holds.set(id, rate);
          }
        });
        const ended = new Set<number>();
        const walk = (agent: number, limit: number | null) => {
          for (const c of open.filter((x) => x.uplineId === agent)) {
            if (limit === null || c.rate > limit) {
              ended.add(c.id);
              if (c.status !== 'offered') {
                walk(c.downlineId, null);
              }
            }
          }
        };
        walk(0, newRate);
        expect([...cascadeEnds(uplineOf, open, 0, daily(newRate))].sort()).toEqual([...ended].sort());
      }),
      { numRuns: 500 },
    );
  });
});
