/** Pre-construction registrations: register for updates, ask an agent, book a sales-centre visit; their notices. */
export * from './precon-registration.schema.ts'
export * from './precon-registration-notice.ts'
export * from './precon-registration-rules.ts'
