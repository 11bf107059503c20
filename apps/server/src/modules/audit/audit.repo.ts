// SQL of the audit log: append and search. The table refuses update, delete and truncate
// (migration 0036), so there is nothing here to change an entry.
import { sql } from 'kysely';
import type { TAuditEntry, TAuditQuery } from '@pavilion/contracts/console-access';
import type { TDb } from '@/db/database.ts';

export type TAuditRow = {
  operatorId: number | null;
  username: string | null;
  ip: string | null;
  method: string;
  route: string;
  action: string;
  target: string | null;
  status: number;
  before: unknown;
  after: unknown;
};

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function insertAudit(db: TDb, row: TAuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: row.operatorId,
      username: row.username,
      ip: row.ip,
      method: row.method,
      route: row.route,
      action: row.action,
      target: row.target,
      status: row.status,
      before: json(row.before),
      after: json(row.after),
    })
    .execute();
}

/** Newest first; `action` matches a part of the action (`maintenance`, `PUT /api/admin/flags`). */
export async function searchAudit(
  db: TDb,
  query: TAuditQuery,
): Promise<{ items: TAuditEntry[]; total: number }> {
  let q = db.selectFrom('audit_log');
  if (query.operatorId !== undefined) {
    q = q.where('operator_id', '=', query.operatorId);
  }
  if (query.action !== undefined) {
    const pattern = `%${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`action ilike ${pattern}`);
  }
  if (query.from !== undefined) {
    q = q.where('at', '>=', new Date(query.from));
  }
  if (query.to !== undefined) {
    q = q.where('at', '<', new Date(query.to));
  }
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      operatorId: r.operator_id === null ? null : Number(r.operator_id),
      username: r.username,
      ip: r.ip,
      method: r.method,
      route: r.route,
      action: r.action,
      target: r.target,
      status: r.status,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
  };
}
