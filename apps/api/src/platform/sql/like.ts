import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * LIKE patterns from user text. `%` and `_` are LIKE's wildcards and `\` its escape character: each is escaped,
 * so the text matches only itself, and every statement names the escape character (`escape '\'`) rather than
 * trusting the server's default.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** A pattern matching values that contain the text anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`

/** A pattern matching values that start with the text. */
export const startingWith = (text: string) => `${escapeLike(text)}%`

/** `expr LIKE pattern`, with the escape character the patterns above use. */
export function like(expr: SQLWrapper, pattern: string): SQL {
  return sql`${expr} like ${pattern} escape '\\'`
}

/** `expr ILIKE pattern` (case-insensitive), with the escape character the patterns above use. */
export function ilike(expr: SQLWrapper, pattern: string): SQL {
  return sql`${expr} ilike ${pattern} escape '\\'`
}
