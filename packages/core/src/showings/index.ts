/** Showings (appointments): the wire shapes, the booking rules, the listing's time zone and the notice texts. */
export * from './showing.schema.ts'
export * from './showing-notice.ts'
export * from './showing-rules.ts'
export * from './showing-time.ts'
