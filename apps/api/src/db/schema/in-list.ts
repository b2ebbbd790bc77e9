import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * `column in ('a', 'b', …)` for an index predicate or a check constraint, from one of core's value lists. The values
 * are written into the SQL text, quoted, not bound: DDL takes no parameters, and drizzle-kit compares this text with
 * the last migration's (decision 0100).
 */
export function inList(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quoteLiteral).join(', '))})`
}

const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`
