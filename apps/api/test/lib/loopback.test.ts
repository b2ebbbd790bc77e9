import { describe, expect, it } from 'vitest'
import { exposureWarning, isLoopbackAddress, isLoopbackHost } from '../../src/lib/loopback.ts'

describe('this machine', () => {
  it('knows loopback socket addresses, IPv4 mapped into IPv6 included', () => {
    for (const a of ['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect([a, isLoopbackAddress(a)]).toEqual([a, true])
    }
    for (const a of [undefined, '', '10.0.0.1', '128.0.0.1', '::ffff:10.0.0.1', '::2', 'fe80::1', 'localhost']) {
      expect([a, isLoopbackAddress(a)]).toEqual([a, false])
    }
  })

  it('knows a HOST that keeps the server local', () => {
    expect(['127.0.0.1', '::1', 'localhost', 'LOCALHOST'].map(isLoopbackHost)).toEqual([true, true, true, true])
    expect(['0.0.0.0', '::', '192.168.1.20', 'maplenest.example'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

describe('the warning of a development server reachable from other machines', () => {
  it('is one line naming HOST in development beyond loopback', () => {
    expect(exposureWarning({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toBe(
      'Development mode listening on 0.0.0.0: other machines can reach this server; set HOST=127.0.0.1 to keep it local',
    )
    expect(exposureWarning({ NODE_ENV: 'development', HOST: '::' })).toMatch(/^Development mode listening on ::: /)
  })

  it('is not given on loopback, nor in test or production', () => {
    expect(exposureWarning({ NODE_ENV: 'development', HOST: '127.0.0.1' })).toBeNull()
    expect(exposureWarning({ NODE_ENV: 'development', HOST: 'localhost' })).toBeNull()
    expect(exposureWarning({ NODE_ENV: 'development', HOST: '::1' })).toBeNull()
    expect(exposureWarning({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toBeNull()
    expect(exposureWarning({ NODE_ENV: 'test', HOST: '0.0.0.0' })).toBeNull()
  })
})
