import { loadEnv } from '../config/env.ts'
import { openDatabase } from './client.ts'
import { migrate } from './migrate.ts'

const env = loadEnv()
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
await migrate(database)
await database.close()
console.log(`migrations applied (${database.kind})`)
