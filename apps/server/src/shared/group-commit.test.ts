import { describe, expect, it } from 'vitest';
import { groupCommit, type TGroupMember } from './group-commit.ts';

type TCall = { lane: string; inputs: number[] };

function recorder(
  answer: (scope: object, lane: string, group: TGroupMember<number, number>[], call: number) => void,
) {
  const calls: TCall[] = [];
  const submit = groupCommit<object, number, number>({
    maxGroup: 3,
    async write(scope, lane, group) {
      calls.push({ lane, inputs: group.map((m) => m.input) });
      await new Promise((resolve) => setTimeout(resolve, 5));
      answer(scope, lane, group, calls.length);
    },
  });
  return { calls, submit };
}

const doubled = (_s: object, _l: string, group: TGroupMember<number, number>[]) => {
  for (const m of group) {
    m.resolve(m.input * 2);
  }
};

describe('group commit', () => {
  it('writes what arrives together as one group, capped, and what arrives meanwhile as the next', async () => {
    const { calls, submit } = recorder(doubled);
    const scope = {};
    const first = [1, 2, 3, 4].map((n) => submit(scope, 'a', n));
    await new Promise((resolve) => setImmediate(resolve));
    const meanwhile = [5, 6].map((n) => submit(scope, 'a', n));
    expect(await Promise.all([...first, ...meanwhile])).toEqual([2, 4, 6, 8, 10, 12]);
    expect(calls).toEqual([
      { lane: 'a', inputs: [1, 2, 3] },
      { lane: 'a', inputs: [4, 5, 6] },
    ]);
  });

  it('keeps lanes and scopes apart', async () => {
    const { calls, submit } = recorder(doubled);
    const [x, y] = [{}, {}];
    await Promise.all([submit(x, 'a', 1), submit(x, 'b', 2), submit(y, 'a', 3), submit(x, 'a', 4)]);
    expect(calls).toHaveLength(3);
    expect(calls).toContainEqual({ lane: 'a', inputs: [1, 4] });
  });

  it('writes the unanswered members once more after a deadlock, then gives up', async () => {
    let failures = 2;
    const { calls, submit } = recorder((_s, _l, group) => {
      group[0]!.reject(new Error('refused alone'));
      if (failures-- > 0) {
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }
      for (const m of group.slice(1)) {
        m.resolve(m.input);
      }
    });
    const scope = {};
    const results = await Promise.allSettled([1, 2, 3].map((n) => submit(scope, 'a', n)));
    expect(calls.map((c) => c.inputs)).toEqual([
      [1, 2, 3],
      [2, 3],
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // 2 refused alone by the second try, 3 answered by its failure
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('refused alone');
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ code: '40P01' });
  });

  it('answers a member the writer forgot, and any other failure, with an error', async () => {
    const { submit } = recorder((_s, _l, group) => {
      group[0]!.resolve(0);
    });
    const scope = {};
    const results = await Promise.allSettled([1, 2].map((n) => submit(scope, 'a', n)));
    expect(results[0]).toEqual({ status: 'fulfilled', value: 0 });
    expect((results[1] as PromiseRejectedResult).reason.message).toMatch(/unanswered/);
    const broken = groupCommit<object, number, number>({
      maxGroup: 10,
      write: () => Promise.reject(new Error('connection lost')),
    });
    await expect(broken({}, 'a', 1)).rejects.toThrow('connection lost');
  });
});
