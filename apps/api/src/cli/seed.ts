/**
 * Seeds demo listings into the database the environment names (DATABASE_URL, or PGlite in DATA_DIR), after
 * migrating it: `DATABASE_URL=postgres://… npx tsx apps/api/src/cli/seed.ts huge` (size: tiny | default | large |
 * huge, default SEED_SIZE). Meant for benchmarks and staging copies; nothing is added when listings exist. Then counts
 * the map's cells of the listings written (as the server's job would within seconds), so the first views are quick.
 */
import { loadEnv } from '../config/env.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabaseForCli } from '../db/open-for-cli.ts'
import { refreshListingMapCells } from '../db/queries/listing-map-cells.ts'
import { seedDemoListings } from '../seed/listings/index.ts'
import { isSeedSize, SEED_SIZE_NAMES } from '../seed/seed-sizes.ts'

const env = loadEnv()
const size = process.argv[2] ?? env.SEED_SIZE
if (!isSeedSize(size)) {
  console.error(`unknown size ${size}: ${SEED_SIZE_NAMES.join(', ')}`)
  process.exit(1)
}
const database = await openDatabaseForCli({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, owner: 'seed' })
try {
  await migrate(database)
  const started = performance.now()
  const result = await seedDemoListings(database.db, { size, anchor: new Date() })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    result.skipped
      ? 'listings present: nothing seeded'
      : `${result.listings} listings and ${result.schools} schools seeded on ${database.kind} in ${seconds} s`,
  )
  const counting = performance.now()
  const cells = await refreshListingMapCells(database.db)
  console.log(
    cells === null
      ? 'map cells: a server is counting them'
      : `${cells} map cells counted in ${((performance.now() - counting) / 1000).toFixed(1)} s`,
  )
} finally {
  await database.close()
}
