import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../../src/config/env.ts'

describe('HOST', () => {
  it.each(['localhost', '0.0.0.0', '::', '::1', '127.0.0.1', '192.168.1.20', 'fe80::1', 'api.maplenest.ca', 'db-1'])(
    'accepts %s',
    (host) => {
      expect(parseEnv({ HOST: host }).HOST).toBe(host)
    },
  )

  it.each(['http://localhost', '0.0.0.0:8080', 'local host', 'host/path', '-bad', 'a..b', '[::1]'])(
    'refuses %s, naming the variable',
    (host) => {
      expect(() => parseEnv({ HOST: host })).toThrow(ConfigError)
      expect(() => parseEnv({ HOST: host })).toThrow(/HOST: must be an IP address or a host name/)
    },
  )
})

describe('API_DOCS', () => {
  it('is on by default in development and test, off in production', () => {
    expect(parseEnv({}).API_DOCS).toBe(true)
    expect(parseEnv({ NODE_ENV: 'test' }).API_DOCS).toBe(true)
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://maplenest.example' }).API_DOCS).toBe(false)
  })

  it('can be set either way', () => {
    expect(
      parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://maplenest.example', API_DOCS: 'true' }).API_DOCS,
    ).toBe(true)
    expect(parseEnv({ NODE_ENV: 'development', API_DOCS: 'false' }).API_DOCS).toBe(false)
  })
})
