import { buildApp } from './app.ts'
import { ConfigError, type Env, loadEnv } from './config/env.ts'
import { openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { startIngestSchedule } from './ingest/ingest-schedule.ts'
import { assertCanListen } from './lib/assert-can-listen.ts'
import { exposureWarning } from './lib/loopback.ts'
import { describeStartupError, type StartupPhase } from './lib/startup-error.ts'
import { startContractReminderSchedule } from './modules/contracts/index.ts'
import { startListingSweep } from './modules/listing-changes/index.ts'
import { startShowingsSchedule } from './modules/showings/index.ts'
import { startCancelledPurgeSchedule, startVisitorPurgeSchedule } from './modules/users/index.ts'
import { seedIfWanted } from './seed/index.ts'

/**
 * A start that fails says so in one line naming the setting to fix (`PORT 8080 is already in use (EADDRINUSE)`) and
 * exits 1: an operator reads the cause, not a stack. LOG_LEVEL=debug or trace adds the stack for whoever debugs it.
 */
function failStart(err: unknown, phase: StartupPhase, env: Env): never {
  console.error(describeStartupError(err, phase, env))
  if ((env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace') && err instanceof Error) console.error(err.stack)
  process.exit(1)
}

async function main() {
  let env: Env
  try {
    env = loadEnv()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  let phase: StartupPhase = 'listen'
  try {
    await assertCanListen(env.HOST, env.PORT)
    phase = 'database'
    const database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolMax: env.DATABASE_POOL_MAX,
      owner: 'the MapleNest server',
    })
    await migrate(database)
    phase = 'app'
    const app = await buildApp({ env, database })
    await seedIfWanted(app, env)
    startIngestSchedule({ env, runner: app.feed, log: app.log })
    startListingSweep(app.listingChanges)
    startCancelledPurgeSchedule({ account: app.account, now: () => new Date(), log: app.log })
    startVisitorPurgeSchedule({ account: app.account, now: () => new Date(), log: app.log })
    startShowingsSchedule({ showings: app.showings, log: app.log })
    startContractReminderSchedule({ contracts: app.contracts, now: () => new Date(), log: app.log })
    const close = async (signal: string) => {
      app.log.info({ signal }, 'shutting down')
      await app.close()
      await database.close()
      process.exit(0)
    }
    process.once('SIGINT', () => void close('SIGINT'))
    process.once('SIGTERM', () => void close('SIGTERM'))
    phase = 'listen'
    await app.listen({ host: env.HOST, port: env.PORT })
    app.log.info(`MapleNest on http://localhost:${env.PORT}/h5/ (database: ${database.kind})`)
    const exposed = exposureWarning(env)
    if (exposed) app.log.warn(exposed)
  } catch (err) {
    failStart(err, phase, env)
  }
}

await main()
