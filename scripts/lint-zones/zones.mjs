// The import boundaries of the repository, written once and turned into Biome overrides.
//
// Why generated: when several overrides match one file, Biome 2.6 keeps only the noRestrictedImports options of
// the last one, so every zone's override must repeat every rule that applies to it, and the most specific zone
// must come last. Writing that repetition by hand is how rules went missing before; here each rule is one
// constant and each zone lists the rules it obeys. `node scripts/lint-zones/write-biome-config.mjs` writes them
// into biome.json, and the lint-zones test fails when biome.json and this file disagree.

/** How deep a file may sit inside one feature (features/<f>/a/b/c/file.ts is 4) or one api module. */
export const FEATURE_DEPTH = 4
export const MODULE_DEPTH = 3

const up = (levels) => '../'.repeat(levels)
const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/**`])
/** Test material beside the code it serves: `<thing>-fixtures.ts`, at the top of a feature when others may use it. */
const FIXTURE_FILES = ['*-fixtures.ts', '*-fixtures.tsx']

// Why each boundary exists, in the words a developer sees when they cross it.
export const MESSAGES = {
  corePure:
    'packages/core is pure domain code shared by web and api: zod only, no framework, database or Node APIs, so both sides and the tests can run it anywhere.',
  coreNoApps: 'core imports neither app: the apps depend on core, never the reverse.',
  noE2e: 'nothing imports e2e: the journeys drive the built app from outside, so no app or package may depend on them.',
  webNoApi:
    'the web app never imports the api, not even types: their contract is core’s zod schemas and the OpenAPI document.',
  webBrowserOnly:
    'web code runs in the browser: no Node built-ins, server framework or database driver, which would fail there or bloat the bundle.',
  sharedIsBottom:
    'shared code is the bottom layer of the web app: it never imports an entity, a feature, a page or the app layer (imports flow shared -> entities -> features -> pages/app).',
  entitiesAreLow:
    'an entity is a small building block that features and pages share: it imports only src/shared and @maplenest/core, never a feature, a page or the app layer.',
  featuresBelowPages:
    'features are composed by pages and the app layer, never the reverse: importing them from a feature makes a cycle.',
  featurePublicApi:
    'reach another feature only through its index.ts: its other files are private to it and may move or change without notice.',
  featurePublicApiInTests:
    'reach another feature only through its index.ts (tests may also use its *-fixtures.ts files): its other files are private to it and may move or change without notice.',
  pagesUseFeatureIndex:
    'pages and the app layer use a feature only through its index.ts, so the feature can reorganise its files without breaking them.',
  pagesUseFeatureIndexInTests:
    'pages and the app layer use a feature only through its index.ts (tests may also use its *-fixtures.ts files), so the feature can reorganise its files without breaking them.',
  apiNoWeb:
    'the api never imports the web app, not even types: their contract is core’s zod schemas and the OpenAPI document.',
  noOtherModuleRepository:
    'a module reaches another module through its service, never its repository: a repository is its own module’s private access to its tables.',
  onlyRepositoriesTouchDb:
    'only repositories and src/db touch Drizzle or a database driver: routes -> service -> repository -> db.',
  pluginsUseServices:
    'a plugin holds no SQL and no feature rules: when it needs data it calls a module’s service, never its repository.',
  platformBelowModules:
    'platform building blocks sit below the modules and plugins that use them: importing one back would make a cycle.',
  e2eFromOutside:
    'journeys drive the built app through the browser and HTTP, as a person would: they make their data through the api, not through its code or database.',
}

const DB_PACKAGES = [...withSubpaths(['drizzle-orm', 'drizzle-kit', 'pg']), '@electric-sql/*']

/** Each rule: gitignore-style globs over the import specifier (later `!` entries let a path through) and why. */
export const RULES = {
  corePure: {
    group: [
      ...withSubpaths(['react', 'react-*', 'fastify', 'fastify-*', 'antd-mobile', 'i18next', 'node:*']),
      '@fastify/*',
      ...DB_PACKAGES,
    ],
    message: MESSAGES.corePure,
  },
  coreNoApps: {
    group: [...withSubpaths(['@maplenest/web', '@maplenest/api']), '**/apps/**'],
    message: MESSAGES.coreNoApps,
  },
  noE2e: { group: [...withSubpaths(['@maplenest/e2e']), '**/e2e/**'], message: MESSAGES.noE2e },
  webNoApi: {
    group: [...withSubpaths(['@maplenest/api']), '**/apps/api/**', '**/api/src/**'],
    message: MESSAGES.webNoApi,
  },
  webBrowserOnly: {
    group: [...withSubpaths(['node:*', 'fastify', 'fastify-*']), '@fastify/*', ...DB_PACKAGES],
    message: MESSAGES.webBrowserOnly,
  },
  sharedIsBottom: {
    group: ['**/entities/**', '**/features/**', '**/pages/**', '**/app/**'],
    message: MESSAGES.sharedIsBottom,
  },
  entitiesAreLow: { group: ['**/features/**', '**/pages/**', '**/app/**'], message: MESSAGES.entitiesAreLow },
  featuresBelowPages: { group: ['**/pages/**', '**/app/**'], message: MESSAGES.featuresBelowPages },
  pagesUseFeatureIndex: {
    group: ['**/features/*/**', '!**/features/*/index.ts'],
    message: MESSAGES.pagesUseFeatureIndex,
  },
  pagesUseFeatureIndexInTests: {
    group: ['**/features/*/**', '!**/features/*/index.ts', ...FIXTURE_FILES.map((f) => `!**/features/*/${f}`)],
    message: MESSAGES.pagesUseFeatureIndexInTests,
  },
  apiNoWeb: {
    group: [...withSubpaths(['@maplenest/web', 'react', 'react-dom']), '**/apps/web/**', '**/web/src/**'],
    message: MESSAGES.apiNoWeb,
  },
  onlyRepositoriesTouchDb: { group: DB_PACKAGES, message: MESSAGES.onlyRepositoriesTouchDb },
  pluginsUseServices: {
    group: ['**/modules/**/*repository.ts', '**/modules/**/*repository'],
    message: MESSAGES.pluginsUseServices,
  },
  platformBelowModules: { group: ['**/modules/**', '**/plugins/**'], message: MESSAGES.platformBelowModules },
  e2eFromOutside: {
    group: [...withSubpaths(['@maplenest/api']), '**/apps/api/**', '**/api/src/**', ...DB_PACKAGES],
    message: MESSAGES.e2eFromOutside,
  },
}

/**
 * Another feature's private files, seen from a file `depth` folders inside its own feature. The specifier is all
 * Biome sees, so the relative path's climb tells the features apart: from features/a/b/file.ts, `../../x/...`
 * leaves feature a while `../x/...` stays in it. `*` also matches `..`, hence the `!` for paths that climb
 * further, out of src/features (shared, pages and app have their own rules). The last two entries catch paths
 * spelled through the features folder itself.
 */
export function featurePublicApi(depth, { tests = false } = {}) {
  const out = up(depth)
  const fixtures = tests ? FIXTURE_FILES.map((f) => `!${out}*/${f}`) : []
  const viaFolder = ['**/features/*/**', '!**/features/*/index.ts']
  if (tests) viaFolder.push(...FIXTURE_FILES.map((f) => `!**/features/*/${f}`))
  return {
    group: [`${out}*/**`, `!${out}*/index.ts`, ...fixtures, `!${up(depth + 1)}**`, ...viaFolder],
    message: tests ? MESSAGES.featurePublicApiInTests : MESSAGES.featurePublicApi,
  }
}

/** Another module's repository, seen from a file `depth` folders inside its own module (same reasoning). */
export function noOtherModuleRepository(depth) {
  const out = up(depth)
  return {
    group: [
      `${out}*/**/*repository.ts`,
      `${out}*/**/*repository`,
      `!${up(depth + 1)}**`,
      '**/modules/*/**/*repository.ts',
      '**/modules/*/**/*repository',
    ],
    message: MESSAGES.noOtherModuleRepository,
  }
}

const range = (n) => Array.from({ length: n }, (_, i) => i + 1)
const SOURCE = ['ts', 'tsx', 'mts', 'js', 'jsx', 'mjs']
const TEST_FILES = ['*.test.ts', '*.test.tsx', ...FIXTURE_FILES]

/** Files exactly `depth` folders inside one feature or module of `root` (features/<f>/file.ts is depth 1). */
function filesAtDepth(root, depth, names = [`*.{${SOURCE.join(',')}}`]) {
  const dirs = `*/`.repeat(depth)
  return names.map((name) => `${root}/${dirs}${name}`)
}

/** Test code exactly `depth` folders inside one feature: *.test files and *-fixtures files. */
function testCodeAtDepth(root, depth) {
  return filesAtDepth(root, depth, TEST_FILES)
}

/** A zone: the files it covers and every rule they obey. */
const zone = (name, includes, rules) => ({ name, includes, rules })

/** Every zone, from the broadest to the most specific: a file gets the rules of the last zone that covers it. */
export function zones() {
  const web = [RULES.webNoApi, RULES.webBrowserOnly, RULES.noE2e]
  const api = [RULES.apiNoWeb, RULES.noE2e]
  const features = 'apps/web/src/features'
  const modules = 'apps/api/src/modules'
  const moduleEntryPoints = ['*-routes.ts', '*-service.ts', '*-module.ts', '*-plugin.ts']
  const pagesAndApp = ['apps/web/src/pages/**', 'apps/web/src/app/**', 'apps/web/src/*.{ts,tsx}']
  return [
    zone('core', ['packages/core/**'], [RULES.corePure, RULES.coreNoApps, RULES.noE2e]),
    // the test setup runs in Node, around the tests: it hands each test file's VM context what Node has and it lacks
    zone('web', ['apps/web/**', '!apps/web/test/setup.ts'], web),
    zone('web shared', ['apps/web/src/shared/**'], [...web, RULES.sharedIsBottom]),
    zone('web entities', ['apps/web/src/entities/**'], [...web, RULES.entitiesAreLow]),
    ...range(FEATURE_DEPTH).map((depth) =>
      zone(`web features, depth ${depth}`, filesAtDepth(features, depth), [
        ...web,
        RULES.featuresBelowPages,
        featurePublicApi(depth),
      ]),
    ),
    ...range(FEATURE_DEPTH).map((depth) =>
      zone(`web feature tests, depth ${depth}`, testCodeAtDepth(features, depth), [
        ...web,
        RULES.featuresBelowPages,
        featurePublicApi(depth, { tests: true }),
      ]),
    ),
    zone('web pages and app', pagesAndApp, [...web, RULES.pagesUseFeatureIndex]),
    zone(
      'web page and app tests',
      ['pages', 'app'].flatMap((layer) => TEST_FILES.map((name) => `apps/web/src/${layer}/**/${name}`)),
      [...web, RULES.pagesUseFeatureIndexInTests],
    ),
    zone('api', ['apps/api/**'], api),
    zone('api platform', ['apps/api/src/platform/**'], [...api, RULES.platformBelowModules]),
    zone('api plugins', ['apps/api/src/plugins/**'], [...api, RULES.onlyRepositoriesTouchDb, RULES.pluginsUseServices]),
    ...range(MODULE_DEPTH).map((depth) =>
      zone(`api modules, depth ${depth}`, filesAtDepth(modules, depth), [...api, noOtherModuleRepository(depth)]),
    ),
    ...range(MODULE_DEPTH).map((depth) =>
      zone(`api routes, services and module plugins, depth ${depth}`, filesAtDepth(modules, depth, moduleEntryPoints), [
        ...api,
        noOtherModuleRepository(depth),
        RULES.onlyRepositoriesTouchDb,
      ]),
    ),
    // the journeys' server starter makes its server's database; the journeys themselves only use the app
    zone('e2e', ['e2e/**', '!e2e/start-server.mjs'], [RULES.e2eFromOutside]),
  ]
}

/** The zones as Biome overrides, in the same order. */
export function zoneOverrides() {
  return zones().map(({ includes, rules }) => ({
    includes,
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error',
            options: { patterns: rules.map(({ group, message }) => ({ group, message })) },
          },
        },
      },
    },
  }))
}
