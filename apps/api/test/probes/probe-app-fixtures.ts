import { sql } from 'drizzle-orm'
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../src/seed/index.ts'
import { bearer, passwordLogin, visitorLogin } from '../helpers/accounts.ts'
import { TEST_ANCHOR } from '../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** One operation of the OpenAPI document, as the probes walk it. */
export interface Operation {
  method: string
  /** The path as the document writes it: `/house/api/listing/v1/{mlNum}`. */
  path: string
  pathParams: string[]
  query: { name: string; schema: JsonSchema }[]
  /** The JSON body's schema, when the route takes JSON. */
  jsonBody: JsonSchema | null
  multipart: boolean
  /** The 200 answer is JSON (an envelope); otherwise a file, a picture or a redirect. */
  answersJson: boolean
  /** The statuses the document lists for the route's answers ('200', '401', '403'…). */
  statuses: string[]
}

export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  format?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  [key: string]: unknown
}

type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> }
type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, { content?: Record<string, unknown> }>
  consumes?: string[]
}

/** Every route and method of the app's OpenAPI document, in the document's order. */
export function listOperations(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? []
      const content = op.requestBody?.content ?? {}
      const ok = op.responses?.['200'] ?? op.responses?.['201']
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        jsonBody: content['application/json']?.schema ?? null,
        multipart: Boolean(content['multipart/form-data']) || (op.consumes ?? []).includes('multipart/form-data'),
        answersJson: Boolean(ok?.content?.['application/json']),
        statuses: Object.keys(op.responses ?? {}),
      })
    }
  }
  return out
}

/** `GET /house/api/listing/v1/{mlNum}`: how the probes name an operation in the document and in their reports. */
export const operationKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`

/** A path with its parameters filled in, each value percent-encoded unless `raw`. */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? 'x'
    return raw || name === '*' ? value : encodeURIComponent(value)
  })
}

export interface ProbeApp {
  t: TestApp
  tokens: { visitor: string; user: string; agent: string; admin: string }
  userId: string
  /** A listing of the seeded data set. */
  mlNum: string
  operations: Operation[]
  /** A value that names a real record for each path parameter, by `<path>` then by parameter name. */
  plausible(op: Operation): Record<string, string>
  /** A new session: a visitor's, or the demo buyer's (the `user` token's account). */
  signIn(who: 'visitor' | 'user'): Promise<string>
  /** Rows in every table of the public schema, by table name. */
  countRows(): Promise<Record<string, number>>
}

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

async function login(t: TestApp, email: string): Promise<string> {
  const res = await passwordLogin(t, email, DEMO_PASSWORD)
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`)
  return res.json().data.access_token
}

/**
 * The app on the tiny demo data set (accounts, listings, schools, projects, agents), with limits wide enough for a
 * few thousand requests, a token per kind of caller and a real record behind every path parameter.
 */
export async function createProbeApp(): Promise<ProbeApp> {
  const t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    VISITOR_RATE_LIMIT_PER_MINUTE: '1000000',
    HEAVY_RATE_LIMIT_PER_MINUTE: '1000000',
    AI_MESSAGES_PER_MINUTE: '1000000',
  })
  t.clock.now = TEST_ANCHOR
  await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
  const tokens = {
    visitor: (await visitorLogin(t)).access_token,
    user: await login(t, 'buyer@demo.maplenest.ca'),
    agent: await login(t, 'agent@demo.maplenest.ca'),
    admin: await login(t, 'admin@demo.maplenest.ca'),
  }
  const info = await t.app.inject({ url: '/getInfo', headers: bearer(tokens.user) })
  const userId: string = info.json().data.user.userId

  const one = async (query: ReturnType<typeof sql>): Promise<string> => {
    const [row] = await rows<{ v: unknown }>(t, query)
    if (row?.v == null) throw new Error(`no seeded value for ${JSON.stringify(query)}`)
    return String(row.v)
  }
  const mlNum = await one(sql`select ml_num as v from listings order by ml_num limit 1`)
  const precon = await one(sql`select id as v from precons_projects order by id limit 1`)
  const values = {
    mlNum,
    listingFile: '1.svg',
    precon,
    layout: await one(sql`select id as v from precons_layouts order by id limit 1`),
    builder: await one(sql`select id as v from precons_builders order by id limit 1`),
    school: await one(sql`select school_number as v from schools order by school_number limit 1`),
    agent: await one(sql`select id as v from agent_profiles order by id limit 1`),
    direct: await one(sql`select id as v from direct_listings order by id limit 1`),
  }
  const universities = await t.app.inject({ url: '/house/api/university/v1' })
  const university: string = universities.json().data[0].id
  const shared = await t.app.inject({
    method: 'POST',
    url: '/house/api/map/v1/share',
    payload: { mlNums: [mlNum] },
    headers: bearer(tokens.user),
  })
  const shareId: string = shared.json().data.shareId

  const byPath: Record<string, Record<string, string>> = {
    '/house/api/media/v1/{mlNum}/{file}': { mlNum, file: '1.svg' },
    '/house/api/precons/v1/layout/{id}': { id: values.layout },
    '/house/api/precons/v1/builder/{id}': { id: values.builder },
    '/house/api/precons/v1/{id}': { id: precon },
    '/house/api/precons/v1/media/project/{id}/{file}': { id: precon, file: '1.svg' },
    '/house/api/precons/v1/media/layout/{file}': { file: `${values.layout}.svg` },
    '/house/api/university/v1/{id}': { id: university },
    '/house/api/direct/v1/{id}/photos/{file}': { id: values.direct, file: '1.svg' },
    '/house/api/file/v1/{*}': { '*': `avatar/${userId}/${'0'.repeat(64)}.webp` },
    '/house/api/attention/v1/addAttention/{id}/{type}/{id2}': { id: mlNum, type: 'listing' },
    '/house/api/attention/v1/{type}/{targetId}': { type: 'listing', targetId: mlNum },
  }
  const byName: Record<string, string> = {
    mlNum,
    userId,
    schoolNumber: values.school,
    shareId,
    id: values.agent,
    file: '1.svg',
  }

  const operations = listOperations(t.app.swagger() as unknown as OpenApiDoc)
  const tables = (
    await rows<{ name: string }>(
      t,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((r) => r.name)
    // a refused request still spends its caller's rate limit: that it is counted is the point, not a write
    .filter((name) => name !== 'rate_limit_counters')
  const countQuery = sql.raw(`select ${tables.map((n, i) => `(select count(*) from "${n}")::int as c${i}`).join(', ')}`)
  // Only an insert, a delete or an emptying changes a table's row count: each of those also bumps one counter, kept
  // outside the public schema, so most checks read one row rather than count every table. Set up when first counted.
  const watchStatements = [
    'create schema probe_watch',
    'create table probe_watch.row_writes (n bigint not null)',
    'insert into probe_watch.row_writes values (0)',
    `create function probe_watch.bump() returns trigger language plpgsql as
       $$ begin update probe_watch.row_writes set n = n + 1; return null; end $$`,
    ...tables.flatMap((n) => [
      `create trigger probe_watch_rows after insert or delete on "${n}" for each row execute function probe_watch.bump()`,
      `create trigger probe_watch_emptied after truncate on "${n}" for each statement execute function probe_watch.bump()`,
    ]),
  ]
  const watch = async () => {
    for (const statement of watchStatements) await t.database.db.execute(sql.raw(statement))
  }
  let watching: Promise<void> | null = null
  let counted: { writes: string; counts: Record<string, number> } | null = null

  return {
    t,
    tokens,
    userId,
    mlNum,
    operations,
    plausible: (op) => Object.fromEntries(op.pathParams.map((p) => [p, byPath[op.path]?.[p] ?? byName[p] ?? 'x'])),
    signIn: async (who) =>
      who === 'visitor' ? (await visitorLogin(t)).access_token : login(t, 'buyer@demo.maplenest.ca'),
    async countRows() {
      watching ??= watch()
      await watching
      const [writes] = await rows<{ n: string }>(t, sql`select n::text as n from probe_watch.row_writes`)
      if (counted && counted.writes === writes?.n) return counted.counts
      const [row] = await rows<Record<string, number>>(t, countQuery)
      const counts = Object.fromEntries(tables.map((n, i) => [n, Number(row?.[`c${i}`])]))
      counted = { writes: `${writes?.n}`, counts }
      return counts
    },
  }
}
