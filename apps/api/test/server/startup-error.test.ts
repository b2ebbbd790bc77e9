import { describe, expect, it } from 'vitest'
import { DataDirInUseError } from '../../src/db/data-dir-lock.ts'
import { describeStartupError, redactDatabaseUrl } from '../../src/lib/startup-error.ts'

const env = { HOST: '0.0.0.0', PORT: 8080, DATA_DIR: './var' }
const systemError = (message: string, fields: object) => Object.assign(new Error(message), fields)

describe('the line a failed start prints', () => {
  it('names the port in use, or one that needs privileges', () => {
    const inUse = systemError('listen EADDRINUSE: address already in use 0.0.0.0:8080', { code: 'EADDRINUSE' })
    expect(describeStartupError(inUse, 'listen', env)).toBe('PORT 8080 is already in use (EADDRINUSE)')
    const denied = systemError('listen EACCES: permission denied 0.0.0.0:80', { code: 'EACCES' })
    expect(describeStartupError(denied, 'listen', { ...env, PORT: 80 })).toBe(
      'PORT 80 needs privileges this process lacks (EACCES)',
    )
  })

  it('names a host that cannot be bound', () => {
    const unknown = systemError('getaddrinfo ENOTFOUND nosuchhost', { code: 'ENOTFOUND', syscall: 'getaddrinfo' })
    expect(describeStartupError(unknown, 'listen', { ...env, HOST: 'nosuchhost' })).toBe(
      'HOST nosuchhost could not be bound: getaddrinfo ENOTFOUND',
    )
    const foreign = systemError('listen EADDRNOTAVAIL: address not available 192.0.2.9:8080', {
      code: 'EADDRNOTAVAIL',
    })
    expect(describeStartupError(foreign, 'listen', { ...env, HOST: '192.0.2.9' })).toBe(
      'HOST 192.0.2.9 could not be bound: listen EADDRNOTAVAIL: address not available',
    )
  })

  it('names an unreachable database without its password', () => {
    const refused = systemError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' })
    const url = 'postgres://app:s3cret@db.example:5432/maplenest'
    const line = describeStartupError(refused, 'database', { ...env, DATABASE_URL: url })
    expect(line).toBe(
      'DATABASE_URL postgres://…@db.example:5432/maplenest is unreachable: connect ECONNREFUSED 127.0.0.1:5432',
    )
    const both = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED', syscall: 'connect' })
    expect(describeStartupError(both, 'database', { ...env, DATABASE_URL: url })).toContain(
      'is unreachable: connect ECONNREFUSED',
    )
    const login = systemError('password authentication failed for user "app"', { code: '28P01' })
    expect(describeStartupError(login, 'database', { ...env, DATABASE_URL: url })).toBe(
      'DATABASE_URL postgres://…@db.example:5432/maplenest could not be used: password authentication failed for user "app"',
    )
    expect(redactDatabaseUrl('postgres://localhost/db')).toBe('postgres://localhost/db')
  })

  it('names a data folder that is a file or cannot be written', () => {
    const file = systemError("ENOTDIR: not a directory, mkdir 'var/db'", { code: 'ENOTDIR', path: 'var/db' })
    expect(describeStartupError(file, 'database', env)).toBe('DATA_DIR ./var is not a folder')
    const locked = systemError("EACCES: permission denied, open './var/jwt-secret'", {
      code: 'EACCES',
      path: './var/jwt-secret',
    })
    expect(describeStartupError(locked, 'app', env)).toBe('DATA_DIR ./var is not writable (EACCES)')
  })

  it("prints an error of our own as it is, and anything else as 'startup failed'", () => {
    const held = new DataDirInUseError('DATA_DIR ./var is in use by the MapleNest server (pid 12, since 10:00)')
    expect(describeStartupError(held, 'database', env)).toBe(held.message)
    expect(describeStartupError(new TypeError('x is not a function\nmore'), 'app', env)).toBe(
      'startup failed: x is not a function',
    )
    expect(describeStartupError('boom', 'app', env)).toBe('startup failed: boom')
  })
})
