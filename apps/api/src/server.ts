import { buildApp } from './app.ts'
import { ConfigError, type Env, loadEnv } from './config/env.ts'
import { openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { assertCanListen } from './lib/assert-can-listen.ts'
import { createServerLogger } from './lib/logger-options.ts'
import { exposureWarning } from './lib/loopback.ts'
import { canRedraw, logs, startStage } from './lib/stage-line.ts'
import { describeStartupError, type StartupPhase } from './lib/startup-error.ts'
import { seedIfWanted } from './seed/index.ts'

/** Where the database is, for the start's line: the folder of the embedded one, or the server and database name. */
function whereDatabase(env: Env): string {
  if (!env.DATABASE_URL) return `the embedded database in ${env.DATA_DIR}`
  const url = new URL(env.DATABASE_URL)
  return `PostgreSQL ${url.host}${url.pathname}`
}

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
  // One line per stage (migrate, seed, listening): pretty lines in development, JSON in production.
  const log = createServerLogger({ level: env.LOG_LEVEL, nodeEnv: env.NODE_ENV })
  const redraw = canRedraw(log, env.NODE_ENV)
  try {
    await assertCanListen(env.HOST, env.PORT)
    phase = 'database'
    const migrating = startStage(log, 'migrate', { redraw })
    migrating.progress(null, `opening ${whereDatabase(env)}`)
    const database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolMax: env.DATABASE_POOL_MAX,
      owner: 'the MapleNest server',
    })
    migrating.progress(null, `migrating ${whereDatabase(env)}`)
    await migrate(database)
    migrating.done(`${whereDatabase(env)} is migrated`)
    phase = 'app'
    const app = await buildApp({ env, database, log, backgroundJobs: true })
    // the stamp that lets a later start skip the seed lives beside the embedded database
    await seedIfWanted(app, env, { redraw, ...(env.DATABASE_URL ? {} : { stampDir: env.DATA_DIR }) })
    const close = async (signal: string) => {
      app.log.info({ signal }, 'shutting down')
      await app.close()
      await database.close()
      process.exit(0)
    }
    process.once('SIGINT', () => void close('SIGINT'))
    process.once('SIGTERM', () => void close('SIGTERM'))
    await app.ready()
    phase = 'listen'
    // Fastify's own `Server listening at …` lines (one per interface) stay in production's JSON; in development the
    // line below says where to go instead.
    const level = app.log.level
    if (env.NODE_ENV !== 'production' && logs(app.log, 'info') && !logs(app.log, 'debug')) app.log.level = 'warn'
    try {
      await app.listen({ host: env.HOST, port: env.PORT })
    } finally {
      app.log.level = level
    }
    app.log.info(`listening: open http://localhost:${env.PORT}/h5/ (started in ${process.uptime().toFixed(1)} s)`)
    const exposed = exposureWarning(env)
    if (exposed) app.log.warn(exposed)
  } catch (err) {
    failStart(err, phase, env)
  }
}

await main()
