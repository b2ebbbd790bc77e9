import { parseArgs } from 'node:util'
import { ConfigError, loadEnv } from '../config/env.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabaseForCli } from '../db/open-for-cli.ts'
import { createIngest } from '../ingest/index.ts'
import { withIngestLock } from '../ingest/ingest-lock.ts'

const USAGE = `usage: npm run ingest -- --url <service root> --token <bearer token> [--feed <name>] [--since <ISO time>] [--page-size <n>]
  --url, --token   default to RESO_URL and RESO_TOKEN
  --feed           name of the feed's replication point in ingest_state (default RESO_FEED, "reso")
  --since          ask from this ModificationTimestamp instead of the stored point (the point never moves back)`

function parseCommandLine() {
  return parseArgs({
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      feed: { type: 'string' },
      since: { type: 'string' },
      'page-size': { type: 'string' },
      help: { type: 'boolean' },
    },
  }).values
}

async function main(): Promise<number> {
  let env: ReturnType<typeof loadEnv>
  try {
    env = loadEnv()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      return 2
    }
    throw err
  }
  let values: ReturnType<typeof parseCommandLine>
  try {
    values = parseCommandLine()
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`)
    return 2
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const baseUrl = values.url ?? env.RESO_URL
  const token = values.token ?? env.RESO_TOKEN
  const feed = values.feed ?? env.RESO_FEED
  const since = values.since ? new Date(values.since) : undefined
  const pageSize = values['page-size'] ? Number(values['page-size']) : env.RESO_PAGE_SIZE
  const problems = [
    !baseUrl && '--url (or RESO_URL) is required',
    baseUrl && !/^https?:\/\//.test(baseUrl) && '--url must be an http:// or https:// URL',
    !token && '--token (or RESO_TOKEN) is required',
    !/^[a-z0-9-]+$/.test(feed) && '--feed: lower-case letters, digits and dashes',
    since && Number.isNaN(since.getTime()) && '--since must be an ISO date or time',
    (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) && '--page-size must be 1 to 1000',
  ].filter(Boolean)
  if (problems.length || !baseUrl || !token) {
    console.error(`${problems.join('\n')}\n${USAGE}`)
    return 2
  }

  const database = await openDatabaseForCli({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, owner: 'ingest' })
  try {
    await migrate(database)
    const ingest = createIngest(database, { baseUrl, token, pageSize })
    const outcome = await withIngestLock(database, env.DATABASE_URL, feed, () => ingest.sync({ feed, since }))
    if (!outcome.ran) {
      console.error(`feed ${feed}: another instance is syncing it now; nothing done`)
      return 1
    }
    console.log(JSON.stringify(outcome.value, null, 2))
    return outcome.value.ok ? 0 : 1
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
