import type { Env } from '../config/env.ts'
import type { Transactor } from '../db/transaction.ts'

/** What a feature module gets when it registers: configuration, the clock and the shared transactor. */
export interface ModuleContext {
  env: Env
  now: () => Date
  transactor: Transactor
}
