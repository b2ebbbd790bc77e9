import type { PreconRegistrationsService } from './precon-registrations-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** One round: registrants are told of their projects' price and occupancy changes (one process, under a lock). */
export async function runPreconRegistrationsJob(deps: { preconRegistrations: PreconRegistrationsService; log: Log }) {
  const { preconRegistrations, log } = deps
  try {
    const told = await preconRegistrations.tellChanges()
    if (typeof told === 'number' && told > 0) log.info({ told }, 'pre-construction changes told to registrants')
    return { told }
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'pre-construction registrations job failed')
    return null
  }
}
