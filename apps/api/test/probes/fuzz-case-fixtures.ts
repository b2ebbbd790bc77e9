import type { JsonSchema, Operation } from './probe-app-fixtures.ts'
import { fillPath } from './probe-app-fixtures.ts'

/** One request of the fuzz run: what it is called in a report, and what is sent (headers besides the caller's). */
export interface FuzzCase {
  name: string
  method: string
  url: string
  headers?: Record<string, string>
  payload?: string | Buffer
}

export const HUGE = 'x'.repeat(100_000)
const NUL = 'a\u0000b'
const LONE_SURROGATE = 'a\uD800b'
const JSON_TYPE = { 'content-type': 'application/json' }

/** Path values that name nothing or cannot be read: sent as written (already percent-encoded where needed). */
const BAD_PATH_VALUES: Record<string, string> = {
  word: 'x',
  negative: '-1',
  zero: '0',
  long: 'x'.repeat(2000),
  nul: 'a%00b',
  'lone surrogate': 'a%ED%A0%80b',
  'bad percent-encoding': 'a%E0%A4%A',
  traversal: '..%2F..%2Fetc%2Fpasswd',
}

const typesOf = (s: JsonSchema): string[] => {
  if (s.enum) return ['enum']
  if (Array.isArray(s.type)) return s.type
  if (s.type) return [s.type]
  const alternatives = s.anyOf ?? s.oneOf
  return alternatives ? alternatives.flatMap(typesOf) : []
}

/** A value of another type than the schema asks for. */
function wrongValue(s: JsonSchema): unknown {
  const types = typesOf(s)
  if (types.includes('string') || types.includes('enum')) return 12345
  if (types.includes('number') || types.includes('integer')) return 'not-a-number'
  if (types.includes('boolean')) return 'maybe'
  if (types.includes('array')) return { not: 'an array' }
  if (types.includes('object')) return 'not an object'
  return [1, 2, 3]
}

/** A value of the schema's type, so one field at a time can be spoiled against an otherwise plausible body. */
function plausibleValue(s: JsonSchema): unknown {
  if (s.enum?.length) return s.enum[0]
  const types = typesOf(s)
  if (types.includes('string')) return s.format === 'email' ? 'fuzz@example.com' : 'fuzz'
  if (types.includes('integer') || types.includes('number')) return 1
  if (types.includes('boolean')) return true
  if (types.includes('array')) return [plausibleValue(s.items ?? {})]
  if (types.includes('object')) return plausibleBody(s)
  return 'fuzz'
}

function plausibleBody(s: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausibleValue(v)]))
}

/** A query value of another type: a number or enum gets a word, a string gets repeated (an array). */
function wrongQuery(name: string, s: JsonSchema): string {
  const types = typesOf(s)
  if (types.includes('enum') || types.includes('number') || types.includes('integer') || types.includes('boolean'))
    return `${name}=not-a-value`
  return `${name}=a&${name}=b`
}

function queryCases(op: Operation, url: string): FuzzCase[] {
  const at = (q: string) => `${url}?${q}`
  const cases: FuzzCase[] = [{ name: 'query: an unknown field', method: op.method, url: at('zzFuzzExtra=1') }]
  for (const { name, schema } of op.query) {
    cases.push(
      { name: `query ${name}: wrong type`, method: op.method, url: at(wrongQuery(name, schema)) },
      { name: `query ${name}: 100 KB`, method: op.method, url: at(`${name}=${HUGE}`) },
      { name: `query ${name}: NUL`, method: op.method, url: at(`${name}=a%00b`) },
      { name: `query ${name}: lone surrogate`, method: op.method, url: at(`${name}=a%ED%A0%80b`) },
      { name: `query ${name}: bad percent-encoding`, method: op.method, url: at(`${name}=a%E0%A4%A`) },
      { name: `query ${name}: empty`, method: op.method, url: at(`${name}=`) },
    )
  }
  return cases
}

function jsonBodyCases(op: Operation, url: string, schema: JsonSchema | null): FuzzCase[] {
  const json = (name: string, body: unknown): FuzzCase => ({
    name,
    method: op.method,
    url,
    headers: JSON_TYPE,
    payload: JSON.stringify(body),
  })
  const raw = (name: string, payload: string, headers: Record<string, string> = JSON_TYPE): FuzzCase => ({
    name,
    method: op.method,
    url,
    headers,
    payload,
  })
  const base = schema ? plausibleBody(schema) : {}
  const cases: FuzzCase[] = [
    raw('body: malformed JSON', '{"a":'),
    raw('body: empty with a JSON type', ''),
    { name: 'body: none', method: op.method, url },
    raw('body: null', 'null'),
    raw('body: an array', '[]'),
    raw('body: a string', '"text"'),
    raw('body: plain text', 'hello', { 'content-type': 'text/plain' }),
    raw('body: unknown content type', '<a/>', { 'content-type': 'application/xml' }),
    json('body: an unknown field', { ...base, zzFuzzExtra: 1 }),
    json('body: deeply nested', { ...base, zzFuzzExtra: JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) }),
  ]
  for (const [field, fieldSchema] of Object.entries(schema?.properties ?? {})) {
    cases.push(
      json(`body ${field}: wrong type`, { ...base, [field]: wrongValue(fieldSchema) }),
      json(`body ${field}: 100 KB`, { ...base, [field]: HUGE }),
      json(`body ${field}: NUL`, { ...base, [field]: NUL }),
      json(`body ${field}: lone surrogate`, { ...base, [field]: LONE_SURROGATE }),
      json(`body ${field}: missing`, Object.fromEntries(Object.entries(base).filter(([k]) => k !== field))),
    )
  }
  return cases
}

function multipartCases(op: Operation, url: string): FuzzCase[] {
  const boundary = '----fuzzboundary'
  const form = (fields: Record<string, string>, tail = `--${boundary}--\r\n`) =>
    Buffer.concat([
      ...Object.entries(fields).map(([k, v]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
      ),
      Buffer.from(tail),
    ])
  const typed = { 'content-type': `multipart/form-data; boundary=${boundary}` }
  const fields = { name: 'Fuzz', email: 'fuzz@example.com', location: 'Toronto, ON' }
  const photo = (bytes: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n--${boundary}--\r\n`
  const mp = (name: string, payload: Buffer | string, headers: Record<string, string> = typed): FuzzCase => ({
    name,
    method: op.method,
    url,
    headers,
    payload,
  })
  return [
    mp('multipart: no boundary', form(fields), { 'content-type': 'multipart/form-data' }),
    mp('multipart: truncated part', `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nFu`),
    mp('multipart: empty', ''),
    mp('multipart: JSON instead', JSON.stringify(fields), JSON_TYPE),
    mp('multipart: 100 KB field', form({ ...fields, name: HUGE })),
    mp('multipart: NUL in a field', form({ ...fields, name: NUL })),
    mp('multipart: lone surrogate in a field', form({ ...fields, name: LONE_SURROGATE })),
    mp('multipart: an unknown field', form({ ...fields, zzFuzzExtra: '1' })),
    mp('multipart: a photo that is not a picture', form(fields, photo('not a picture'))),
  ]
}

/** Every case for one operation: query, body or form, then bad path values. Deterministic: same document, same list. */
export function fuzzCases(op: Operation, plausible: Record<string, string>): FuzzCase[] {
  const url = fillPath(op.path, plausible)
  const cases = [...queryCases(op, url)]
  if (op.multipart) cases.push(...multipartCases(op, url))
  else if (op.method !== 'GET') cases.push(...jsonBodyCases(op, url, op.jsonBody))
  else cases.push({ name: 'GET with a malformed JSON body', method: 'GET', url, headers: JSON_TYPE, payload: '{"a":' })
  for (const param of op.pathParams) {
    for (const [label, value] of Object.entries(BAD_PATH_VALUES)) {
      // The other parameters keep their plausible values, which need no encoding.
      const bad = fillPath(op.path, { ...plausible, [param]: value }, true)
      cases.push({ name: `path ${param}: ${label}`, method: op.method, url: bad })
    }
  }
  return cases
}
