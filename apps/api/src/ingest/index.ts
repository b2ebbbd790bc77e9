import type { Database } from '../db/client.ts'
import { createTransactor } from '../db/transaction.ts'
import { createIngestRepository } from './ingest-repository.ts'
import { createIngestService, type IngestService } from './ingest-service.ts'
import { createResoClient, type ResoClientOptions } from './reso-client.ts'

export type { IngestReport } from './ingest-service.ts'

/** Page size asked of the server when none is configured; RESO servers commonly allow up to 1000. */
const DEFAULT_PAGE_SIZE = 200

interface IngestSetup {
  baseUrl: string
  token: string
  pageSize?: number
  timeoutMs?: number
  retries?: number
  backoffMs?: number
  now?: () => Date
  sleep?: ResoClientOptions['sleep']
  /** Told the listings whose status or price changed after each stored page (see the ingest service). */
  onChanged?: (mlNums: readonly string[]) => Promise<void>
}

/** The feed sync wired to a database and a RESO Web API server. */
export function createIngest(database: Database, setup: IngestSetup): IngestService {
  const transactor = createTransactor(database.db)
  return createIngestService({
    repository: createIngestRepository(transactor),
    run: transactor.run,
    client: createResoClient({
      baseUrl: setup.baseUrl,
      token: setup.token,
      pageSize: setup.pageSize ?? DEFAULT_PAGE_SIZE,
      timeoutMs: setup.timeoutMs ?? 60_000,
      retries: setup.retries ?? 5,
      backoffMs: setup.backoffMs ?? 1_000,
      sleep: setup.sleep,
    }),
    now: setup.now ?? (() => new Date()),
    onChanged: setup.onChanged,
  })
}
