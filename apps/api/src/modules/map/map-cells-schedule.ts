import type { MapService } from './map-service.ts'

interface Log {
  debug(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** One round of the map's cells: recounts those changes touched; a failure is logged and the next round retries. */
export async function runMapCellsJob(deps: { map: Pick<MapService, 'refreshCells'>; log: Log }) {
  const { map, log } = deps
  try {
    const cells = await map.refreshCells()
    if (cells === null) log.debug({}, 'map cells refresh skipped: another instance holds the lock')
    else if (cells > 0) log.debug({ cells }, 'map cells recounted')
    return cells
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'map cells refresh failed')
    return null
  }
}
