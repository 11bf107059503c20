// The row types are generated from the migrated schema (schema.generated.ts). The database cannot
// say everything: a CHECK (status in (...)) is still `text`, a jsonb column holds one shape. TNarrow
// takes a generated row type and narrows some of its columns by hand; each narrowed column must
// exist in the generated type and fit it (what we read, insert and update is a subset of what the
// column takes), so a dropped, renamed or retyped column fails the typecheck (decision 022).
import type { ColumnType, InsertType, SelectType, UpdateType } from 'kysely';

/** An insert may leave out a column the database fills: one with a default, or a nullable one. */
type TMayOmit<TGenerated> =
  undefined extends InsertType<TGenerated>
    ? undefined
    : null extends InsertType<TGenerated>
      ? undefined
      : never;

type TFits<TNarrowed, TGenerated> = [SelectType<TNarrowed>] extends [SelectType<TGenerated>]
  ? [InsertType<TNarrowed>] extends [InsertType<TGenerated> | TMayOmit<TGenerated>]
    ? [UpdateType<TNarrowed>] extends [UpdateType<TGenerated>]
      ? TNarrowed
      : never
    : never
  : never;

export type TNarrow<
  TGenerated,
  TColumns extends {
    [K in keyof TColumns]: K extends keyof TGenerated ? TFits<TColumns[K], TGenerated[K]> : never;
  },
> = Omit<TGenerated, keyof TColumns> & TColumns;

/** A jsonb column read parsed as T and written as a JSON string (pg and PGlite treat it alike). */
export type TJsonColumn<T, TInsert extends string | null | undefined = string> = ColumnType<
  T,
  TInsert,
  Exclude<TInsert, undefined>
>;
