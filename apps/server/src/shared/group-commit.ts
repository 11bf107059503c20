// Group commit (decision 050 scale addendum, decision 048 addendum): writes that arrive while one
// group's transaction runs wait in a queue and become the next group, written by one call of the
// owner's `write` (one transaction, one commit), each caller answered on its own. Used by the live
// tables' bets (a queue per table) and the sportsbook's placements (a few queues by member).
//
// The writer answers each member of the group (resolve or reject) in `write`. If `write` throws a
// deadlock or serialization failure, the members it has not answered are written once more as a
// group; any other failure, or a second one, is every unanswered member's answer. A member `write`
// leaves unanswered is refused with an error, never left waiting.

/** One write waiting in, or written by, a group. */
export type TGroupMember<TInput, TOutput> = {
  readonly input: TInput;
  /** True once resolved or rejected. */
  readonly answered: boolean;
  resolve(output: TOutput): void;
  reject(error: unknown): void;
};

type TQueue<TInput, TOutput> = { members: TGroupMember<TInput, TOutput>[]; running: boolean };

export type TGroupCommitOptions<TScope, TInput, TOutput> = {
  /** Most members written by one group. */
  maxGroup: number;
  /**
   * Queues are per scope key and lane: a scope's key is the database handle, so test databases of one
   * process never share a group. Defaults to the scope itself.
   */
  scopeKey?: (scope: TScope) => object;
  /** Writes one group in one transaction and answers every member. */
  write: (scope: TScope, lane: string, group: TGroupMember<TInput, TOutput>[]) => Promise<void>;
};

/** A deadlock (40P01) or serialization failure (40001): the whole group may be tried again. */
export function isRetryableGroupError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** Returns `submit(scope, lane, input)`: resolves or rejects as the group's writer answers this input. */
export function groupCommit<TScope, TInput, TOutput>(
  options: TGroupCommitOptions<TScope, TInput, TOutput>,
): (scope: TScope, lane: string, input: TInput) => Promise<TOutput> {
  const queues = new WeakMap<object, Map<string, TQueue<TInput, TOutput>>>();
  const keyOf = options.scopeKey ?? ((scope: TScope) => scope as object);

  async function drain(scope: TScope, lane: string, queue: TQueue<TInput, TOutput>) {
    const perScope = queues.get(keyOf(scope));
    try {
      while (queue.members.length > 0) {
        await writeGroup(scope, lane, queue.members.splice(0, options.maxGroup));
      }
    } finally {
      queue.running = false;
      if (queue.members.length === 0 && perScope?.get(lane) === queue) {
        perScope.delete(lane);
      }
    }
  }

  async function writeGroup(scope: TScope, lane: string, group: TGroupMember<TInput, TOutput>[]) {
    const unanswered = () => group.filter((m) => !m.answered);
    try {
      try {
        await options.write(scope, lane, group);
      } catch (error) {
        if (!isRetryableGroupError(error)) {
          throw error;
        }
        await options.write(scope, lane, unanswered());
      }
    } catch (error) {
      for (const member of unanswered()) {
        member.reject(error);
      }
    }
    for (const member of unanswered()) {
      member.reject(new Error('the group writer left a write unanswered'));
    }
  }

  return (scope, lane, input) =>
    new Promise<TOutput>((resolve, reject) => {
      let answered = false;
      const member: TGroupMember<TInput, TOutput> = {
        input,
        get answered() {
          return answered;
        },
        resolve(output) {
          if (!answered) {
            answered = true;
            resolve(output);
          }
        },
        reject(error) {
          if (!answered) {
            answered = true;
            reject(error);
          }
        },
      };
      const key = keyOf(scope);
      let perScope = queues.get(key);
      if (!perScope) {
        perScope = new Map();
        queues.set(key, perScope);
      }
      let queue = perScope.get(lane);
      if (!queue) {
        queue = { members: [], running: false };
        perScope.set(lane, queue);
      }
      queue.members.push(member);
      if (!queue.running) {
        queue.running = true;
        // the first group starts after this turn of the event loop: writes arriving together go together
        setImmediate(() => void drain(scope, lane, queue));
      }
    });
}
