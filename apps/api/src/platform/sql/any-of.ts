import { type Column, type SQL, sql } from 'drizzle-orm'

/**
 * `column = any($1::type[])`: the values go to PostgreSQL as one array parameter, however many there are. Drizzle's
 * `inArray` writes a parameter for each value, and a statement runs out of them at 65,535: a set that grows with the
 * saved searches a listing fits must not.
 */
export function anyOf(column: Column, values: readonly (string | number)[], type: 'uuid' | 'int' | 'bigint'): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(type)}[])`
}
