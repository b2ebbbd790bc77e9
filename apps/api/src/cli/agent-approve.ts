/**
 * Approves a pending broker application from the command line, as an operator would:
 *   npm run agent:approve -- <applicationId|email>
 * (in apps/api; the database the environment names: DATABASE_URL, or PGlite in DATA_DIR). An e-mail picks that
 * account's pending application. Exits 1 when there is nothing to approve. It builds only the agents' review rules
 * and the users service over the database, not the app.
 */
import { loadEnv } from '../config/env.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabaseForCli } from '../db/open-for-cli.ts'
import { createTransactor } from '../db/transaction.ts'
import { HttpError } from '../lib/http-error.ts'
import { createApplicationReview } from '../modules/agents/index.ts'
import { createUsers } from '../modules/users/index.ts'

const target = process.argv[2]
if (!target) {
  console.error('usage: npm run agent:approve -- <applicationId|email>')
  process.exit(1)
}
const env = loadEnv()
const database = await openDatabaseForCli({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, owner: 'agent:approve' })
let code = 0
try {
  await migrate(database)
  const transactor = createTransactor(database.db)
  const now = () => new Date()
  const review = createApplicationReview({ transactor, users: createUsers({ transactor, now }), now })
  try {
    const id = await review.findPendingApplicationId(target)
    if (!id) {
      console.error(`no pending application for ${target}`)
      code = 1
    } else {
      const result = await review.approve(id, null)
      console.log(`approved application ${result.id} (${result.name}, ${result.email}): the account is a broker now`)
    }
  } catch (err) {
    if (!(err instanceof HttpError)) throw err
    console.error(`cannot approve ${target}: ${err.key}`)
    code = 1
  }
} finally {
  await database.close()
}
process.exit(code)
