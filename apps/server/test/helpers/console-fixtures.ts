// Operator console fixtures: an operator of a given role (created straight in the database) and
// its session, made through the login API like the console does.
import type { TOperatorRole } from '@pavilion/contracts/console-access';
import { ensureOperator } from '@/modules/admin/admin.service.ts';
import { nextIp } from './auth-fixtures.ts';
import type { TTestApp } from './test-app.ts';

export type TTestOperator = { id: number; username: string; password: string; role: TOperatorRole };

let counter = 0;

export async function createOperator(t: TTestApp, role: TOperatorRole): Promise<TTestOperator> {
  counter += 1;
  const username = `${role}${process.pid % 1000}x${counter}`;
  const password = 'Console-pass-123';
  await ensureOperator(t.db, username, password, role);
  const row = await t.db
    .selectFrom('operators')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), username, password, role };
}

/** The password step; the body is `{ token }` or `{ totpRequired, challenge }`. */
export async function passwordLogin(
  t: TTestApp,
  op: { username: string; password: string },
  ip = nextIp(),
): Promise<{ status: number; body: { token?: string; totpRequired?: true; challenge?: string } }> {
  const res = await t.call({
    method: 'POST',
    url: '/api/admin/login',
    ip,
    payload: { username: op.username, password: op.password },
  });
  return { status: res.statusCode, body: res.json() };
}

export async function operatorToken(
  t: TTestApp,
  op: { username: string; password: string },
): Promise<string> {
  const { status, body } = await passwordLogin(t, op);
  if (status !== 200 || !body.token) {
    throw new Error(`login of ${op.username}: ${status} ${JSON.stringify(body)}`);
  }
  return body.token;
}

/** A concrete URL for a route pattern: every parameter becomes `value`. */
export function concreteUrl(pattern: string, value = '999999'): string {
  return pattern.replace(/:\w+/g, value);
}
