// PostgreSQL refuses the NUL character in text, so a NUL that reaches a query fails there. It is
// refused here instead, once for every route: query string, path parameters and parsed bodies.
import type { FastifyInstance } from 'fastify';
import { AppError } from '@/shared/app-error.ts';

const NUL = '\u0000';
export const NUL_FIELD_CODE = 'NUL_CHARACTER';

/** The path of the first string (value or key) holding a NUL, or null. Iterative: bodies can nest deep. */
export function findNul(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) {
        return path || '_';
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) {
          return at;
        }
        stack.push([item, at]);
      }
    }
  }
  return null;
}

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // the query and the path parameters come from the URL, where a NUL can only arrive as %00 (the
    // HTTP parser refuses a raw one): most requests skip walking them
    const inUrl = request.url.includes('%00') ? (findNul(request.query) ?? findNul(request.params)) : null;
    const at = inUrl ?? (request.body === undefined ? null : findNul(request.body));
    if (at === null) {
      done();
      return;
    }
    done(
      new AppError('VALIDATION_FAILED', {
        message: 'Text may not contain the NUL character',
        fields: { [at.replaceAll(NUL, '')]: NUL_FIELD_CODE },
      }),
    );
  });
}

/** PostgreSQL's answers to a NUL that got past the guard (e.g. a raw body parsed by its route). */
export function isNulDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}
