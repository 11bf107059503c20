// The function files' SQL (decision 060): how the database's functions are rendered as file text (one
// file per name, overloads in it by argument list), the normalised form two texts are compared in,
// and the step of the migrator that re-creates every function whose file differs from the database.
import { sql, type QueryExecutorProvider } from 'kysely';

type TProcRow = {
  name: string;
  qname: string;
  args: string;
  def: string | null;
  aggkind: string | null;
  sfunc: string | null;
  stype: string | null;
  sspace: number | null;
  finalfunc: string | null;
  finalextra: boolean | null;
  finalmodify: string | null;
  combinefunc: string | null;
  serialfunc: string | null;
  deserialfunc: string | null;
  initcond: string | null;
  moving: boolean | null;
  sortop: boolean | null;
  parallel: string;
};

/** The first lines of every file; comments before the first statement are not part of the definition. */
export function functionFileHeader(name: string): string {
  return `-- Current definition of ${name} (decision 060). Edit it here and run \`npm run db:functions\`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
`;
}

/**
 * The form two definitions are compared in: LF line ends, no trailing blanks on a line, no comment or
 * blank lines before the first statement nor blank lines after the last, one final newline.
 */
export function normaliseFunctionSql(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd());
  let start = 0;
  while (start < lines.length && (lines[start] === '' || lines[start]!.startsWith('--'))) {
    start += 1;
  }
  let end = lines.length;
  while (end > start && lines[end - 1] === '') {
    end -= 1;
  }
  return end > start ? `${lines.slice(start, end).join('\n')}\n` : '';
}

/** A file's text: the header, then each definition (PostgreSQL's own rendering) as one statement. */
export function renderFunctionFile(name: string, definitions: readonly string[]): string {
  const statements = definitions.map((d) => `${d.trimEnd()};`).join('\n\n');
  return functionFileHeader(name) + normaliseFunctionSql(statements);
}

export function sameFunctionSql(a: string, b: string): boolean {
  return normaliseFunctionSql(a) === normaliseFunctionSql(b);
}

/** An aggregate as `create or replace aggregate` (PostgreSQL renders no aggregate itself). */
function renderAggregate(r: TProcRow): string {
  if (r.aggkind !== 'n' || r.moving || r.sortop) {
    throw new Error(
      `aggregate ${r.name}(${r.args}): ordered-set, hypothetical, moving-mode and sort-operator aggregates are not rendered; extend renderAggregate`,
    );
  }
  const options = [`SFUNC = ${r.sfunc}`, `STYPE = ${r.stype}`];
  if (r.sspace) {
    options.push(`SSPACE = ${r.sspace}`);
  }
  if (r.finalfunc) {
    options.push(`FINALFUNC = ${r.finalfunc}`);
    if (r.finalextra) {
      options.push('FINALFUNC_EXTRA');
    }
    if (r.finalmodify && r.finalmodify !== 'r') {
      options.push(`FINALFUNC_MODIFY = ${r.finalmodify === 's' ? 'SHAREABLE' : 'READ_WRITE'}`);
    }
  }
  for (const [key, value] of [
    ['COMBINEFUNC', r.combinefunc],
    ['SERIALFUNC', r.serialfunc],
    ['DESERIALFUNC', r.deserialfunc],
    ['INITCOND', r.initcond],
  ] as const) {
    if (value) {
      options.push(`${key} = ${value}`);
    }
  }
  if (r.parallel !== 'u') {
    options.push(`PARALLEL = ${r.parallel === 's' ? 'SAFE' : 'RESTRICTED'}`);
  }
  return `CREATE OR REPLACE AGGREGATE public.${r.qname}(${r.args}) (\n    ${options.join(',\n    ')}\n)`;
}

/**
 * Every function and aggregate of the public schema that no extension owns, as its file's text, by
 * name (in name order; a name's overloads in one text, ordered by argument list).
 */
export async function readDatabaseFunctions(db: QueryExecutorProvider): Promise<Map<string, string>> {
  const { rows } = await sql<TProcRow>`
    select p.proname as name, quote_ident(p.proname) as qname, pg_get_function_identity_arguments(p.oid) as args,
      case when p.prokind <> 'a' then pg_get_functiondef(p.oid) end as def,
      a.aggkind, a.aggtransfn::text as sfunc, format_type(a.aggtranstype, null) as stype,
      a.aggtransspace as sspace,
      case when a.aggfinalfn::oid <> 0 then a.aggfinalfn::text end as finalfunc,
      a.aggfinalextra as finalextra, a.aggfinalmodify::text as finalmodify,
      case when a.aggcombinefn::oid <> 0 then a.aggcombinefn::text end as combinefunc,
      case when a.aggserialfn::oid <> 0 then a.aggserialfn::text end as serialfunc,
      case when a.aggdeserialfn::oid <> 0 then a.aggdeserialfn::text end as deserialfunc,
      quote_literal(a.agginitval) as initcond, a.aggmtransfn::oid <> 0 as moving,
      a.aggsortop <> 0 as sortop, p.proparallel::text as parallel
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    left join pg_aggregate a on a.aggfnoid = p.oid
    where n.nspname = 'public'
      and not exists (
        select 1 from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      )
  `.execute(db);
  // sorted here, not by the database's collation, so every server orders them alike
  const sorted = [...rows].sort((x, y) => compare(x.name, y.name) || compare(x.args, y.args));
  const byName = new Map<string, string[]>();
  for (const r of sorted) {
    const definition = r.def ?? renderAggregate(r);
    byName.set(r.name, [...(byName.get(r.name) ?? []), definition]);
  }
  return new Map([...byName].map(([name, defs]) => [name, renderFunctionFile(name, defs)]));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Runs every file whose definition differs from the database's (a missing function differs), in name
 * order; a file that fails (say an SQL function that uses one a later file creates) is retried after
 * the others, until a round makes no progress. Call it inside a transaction. Returns the names run.
 */
export async function applyFunctionFiles(
  db: QueryExecutorProvider,
  files: ReadonlyMap<string, string>,
): Promise<string[]> {
  const current = await readDatabaseFunctions(db);
  let pending = [...files].filter(([name, text]) => !sameFunctionSql(current.get(name) ?? '', text));
  const applied: string[] = [];
  while (pending.length > 0) {
    const failed: [string, string][] = [];
    let lastError: unknown;
    for (const [name, text] of pending) {
      await sql`savepoint function_file`.execute(db);
      try {
        await sql.raw(text).execute(db);
        await sql`release savepoint function_file`.execute(db);
        applied.push(name);
      } catch (error) {
        await sql`rollback to savepoint function_file`.execute(db);
        failed.push([name, text]);
        lastError = error;
      }
    }
    if (failed.length === pending.length) {
      const message = lastError instanceof Error ? lastError.message : String(lastError);
      throw new Error(
        `function file ${failed.at(-1)![0]}.sql failed: ${message} (a changed argument name or return type needs the old function dropped by a numbered migration first, decision 060)`,
      );
    }
    pending = failed;
  }
  return applied;
}
