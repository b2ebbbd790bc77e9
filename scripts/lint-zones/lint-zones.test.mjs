// Runs Biome, with the repository's own biome.json, over small files that each cross one import boundary, and
// expects each to be flagged with the boundary's message; files that only make allowed imports must pass.
//
// The fixtures sit under fixtures/ at the paths the zones cover (fixtures/apps/web/src/features/alpha/...), and
// biome.json leaves that folder out of the normal run. The test copies them with biome.json into a temporary
// folder, so Biome sees them at exactly the paths the overrides name, under exactly the overrides in the file.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isImportOverride } from './biome-config.mjs'
import { FEATURE_DEPTH, MESSAGES, MODULE_DEPTH, zoneOverrides } from './zones.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FIXTURES = fileURLToPath(new URL('fixtures', import.meta.url))
const BIOME = join(ROOT, 'node_modules/.bin/biome')

/** Each fixture that crosses a boundary, and the message it must get. */
const VIOLATIONS = {
  'apps/web/src/features/alpha/read-file.ts': MESSAGES.webBrowserOnly,
  'apps/web/src/features/alpha/server-app.ts': MESSAGES.webNoApi,
  'apps/web/src/features/alpha/use-beta-filters.ts': MESSAGES.featurePublicApi,
  'apps/web/src/features/alpha/components/beta-card.tsx': MESSAGES.featurePublicApi,
  'apps/web/src/features/alpha/components/beta-preview.tsx': MESSAGES.featurePublicApi,
  'apps/web/src/features/alpha/components/alpha-link.tsx': MESSAGES.featuresBelowPages,
  'apps/web/src/features/alpha/disk-fixtures.ts': MESSAGES.webBrowserOnly,
  'apps/web/src/pages/alpha/alpha-page.tsx': MESSAGES.pagesUseFeatureIndex,
  'apps/web/src/pages/alpha/alpha-page.test.tsx': MESSAGES.pagesUseFeatureIndexInTests,
  'apps/web/src/entities/listing/listing-badge.tsx': MESSAGES.entitiesAreLow,
  'apps/web/src/shared/ui/price-tag.tsx': MESSAGES.sharedIsBottom,
  'apps/api/src/modules/map/map-cache.ts': MESSAGES.noOtherModuleRepository,
  'apps/api/src/modules/map/map-share-service.ts': MESSAGES.noOtherModuleRepository,
  'apps/api/src/modules/map/map-routes.ts': MESSAGES.onlyRepositoriesTouchDb,
  'apps/api/src/plugins/listing-counts.ts': MESSAGES.pluginsUseServices,
  'apps/api/src/platform/storage/owner-check.ts': MESSAGES.platformBelowModules,
  'packages/core/src/listings/use-status.ts': MESSAGES.corePure,
  'e2e/specs/seed-directly.spec.ts': MESSAGES.e2eFromOutside,
}

/** Fixtures that only make imports their zone allows. */
const ALLOWED = [
  'apps/web/src/features/alpha/components/alpha-screen.tsx',
  'apps/web/src/features/alpha/alpha-screen.test.tsx',
  'apps/web/src/features/alpha/alpha-fixtures.ts',
  'apps/web/src/pages/alpha/alpha-list.tsx',
  'apps/web/src/pages/alpha/alpha-list.test.tsx',
  'apps/api/src/modules/map/map-service.ts',
  'apps/api/src/modules/map/map-repository.ts',
  'packages/core/src/listings/status.ts',
]

/** Biome's findings per fixture path: the rule and message of each. */
const findings = new Map()
let workdir

beforeAll(() => {
  workdir = mkdtempSync(join(tmpdir(), 'lint-zones-'))
  cpSync(FIXTURES, workdir, { recursive: true })
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'))
  // The copy is not a git checkout and has no node_modules; everything else, overrides included, is as written.
  config.vcs = { enabled: false }
  delete config.$schema
  writeFileSync(join(workdir, 'biome.json'), JSON.stringify(config))
  const report = runBiome(workdir)
  for (const d of report.diagnostics) {
    const path = d.location?.path
    if (!findings.has(path)) findings.set(path, [])
    findings.get(path).push({ rule: d.category, message: d.message })
  }
}, 60_000)

afterAll(() => {
  if (workdir) rmSync(workdir, { recursive: true, force: true })
})

describe('import boundaries', () => {
  it.each(Object.entries(VIOLATIONS))('flags %s', (path, message) => {
    expect(findings.get(path)).toEqual([{ rule: 'lint/style/noRestrictedImports', message }])
  })

  it.each(ALLOWED)('lets %s through', (path) => {
    expect(findings.get(path) ?? []).toEqual([])
  })

  it('has a case for every fixture, so none is checked by nobody', () => {
    const listed = [...Object.keys(VIOLATIONS), ...ALLOWED].sort()
    expect(filesUnder(FIXTURES).sort()).toEqual(listed)
  })
})

describe('biome.json', () => {
  it('holds exactly the zones of zones.mjs, in order (node scripts/lint-zones/write-biome-config.mjs)', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'))
    expect(config.overrides.filter(isImportOverride)).toEqual(zoneOverrides())
  })

  it('keeps the fixtures out of the normal lint run', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'))
    expect(config.files.includes).toContain('!scripts/lint-zones/fixtures')
  })

  it('sees only re-exports in feature and entity index files, which the web build treats as free of side effects', () => {
    const indexes = ['features', 'entities'].flatMap((layer) => indexFiles(join(ROOT, 'apps/web/src', layer)))
    expect(indexes.length).toBeGreaterThan(0)
    for (const path of indexes)
      expect({ path, rest: withoutReExports(readFileSync(path, 'utf8')) }).toEqual({ path, rest: '' })
  })

  it('has a zone for the deepest feature and module file: deeper files would get only the app-wide rules', () => {
    expect(deepestFile(join(ROOT, 'apps/web/src/features'))).toBeLessThanOrEqual(FEATURE_DEPTH)
    expect(deepestFile(join(ROOT, 'apps/api/src/modules'))).toBeLessThanOrEqual(MODULE_DEPTH)
  })
})

function runBiome(cwd) {
  const args = ['lint', '--reporter=json', '--colors=off', '--max-diagnostics=none', '.']
  let out
  try {
    out = execFileSync(BIOME, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    // Biome exits non-zero when it finds errors, which the violating fixtures make sure it does.
    out = error.stdout
  }
  return JSON.parse(out)
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
}

/** How many folders below a feature (or module) folder its deepest source file sits: features/<f>/file.ts is 1. */
function deepestFile(dir) {
  return Math.max(0, ...filesUnder(dir).map((path) => path.split('/').length - 1))
}

function indexFiles(dir) {
  let names = []
  try {
    names = readdirSync(dir)
  } catch {
    return [] // a layer that does not exist yet
  }
  return names.map((name) => join(dir, name, 'index.ts')).filter((path) => existsSync(path))
}

/** What is left of a module once its comments and `export … from` statements are taken out. */
function withoutReExports(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/export\s+(type\s+)?(\*(\s+as\s+\w+)?|\{[^}]*\})\s+from\s+'[^']+'/g, '')
    .trim()
}
