import { loadEnv } from '../config/env.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabaseForCli } from '../db/open-for-cli.ts'

const env = loadEnv()
const database = await openDatabaseForCli({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, owner: 'db:migrate' })
await migrate(database)
await database.close()
console.log(`migrations applied (${database.kind})`)
