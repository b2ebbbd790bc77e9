import { buildApp } from './app.ts'
import { ConfigError, loadEnv } from './config/env.ts'
import { openDatabase } from './db/client.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { migrate } from './db/migrate.ts'
import { startIngestSchedule } from './ingest/ingest-schedule.ts'
import { seedIfWanted } from './seed/index.ts'

async function main() {
  let env: ReturnType<typeof loadEnv>
  try {
    env = loadEnv()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    owner: 'the MapleNest server',
  }).catch((err) => {
    // another server or a command line tool holds DATA_DIR: one line naming it, no stack
    if (!(err instanceof DataDirInUseError)) throw err
    console.error(err.message)
    process.exit(1)
  })
  await migrate(database)
  const app = await buildApp({ env, database })
  await seedIfWanted(app, env)
  startIngestSchedule({ env, database, log: app.log })
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void close('SIGINT'))
  process.once('SIGTERM', () => void close('SIGTERM'))
  await app.listen({ host: env.HOST, port: env.PORT })
  app.log.info(`MapleNest on http://localhost:${env.PORT}/h5/ (database: ${database.kind})`)
}

await main()
