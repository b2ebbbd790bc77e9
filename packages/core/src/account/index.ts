/** The person's own account: profile changes, photo, cancellation and the Account tab's counts. */
export * from './cancellation.ts'
export * from './counts.schema.ts'
export * from './profile.schema.ts'
