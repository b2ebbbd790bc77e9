import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { basename, join } from 'node:path'

/** The lock file in DATA_DIR: whoever created it owns the embedded database until it is removed. */
export const LOCK_FILE = 'db.lock'

interface LockRecord {
  pid: number
  host: string
  /** ISO time the holder took the lock. */
  since: string
  /** Who holds it, in words: "the MapleNest server", "db:migrate". */
  owner: string
  /** Linux's id of the current boot: a lock from before a restart of the machine is stale whatever its pid. */
  bootId?: string
}

/** A second process (or a second open in this one) wants a DATA_DIR someone else holds. The message is one line. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

interface DataDirLock {
  release(): void
}

/** Lock files this process created, so a lock naming our own pid is told apart from one a previous run left. */
const held = new Set<string>()

function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(path: string): LockRecord | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockRecord
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    // Half-written or garbled: the writer died between create and write, so nobody holds it.
    return { pid: 0, host: hostname(), since: '', owner: 'unknown' }
  }
}

/** A lock whose holder is certainly gone: its pid is dead on this host, or the machine rebooted since. */
function isStale(lock: LockRecord, path: string, bootId: string | undefined): boolean {
  if (lock.host !== hostname()) return false
  if (lock.bootId && bootId && lock.bootId !== bootId) return true
  // Our own pid but not our lock: a previous run in a container that always starts as pid 1.
  if (lock.pid === process.pid) return !held.has(path)
  return !Number.isInteger(lock.pid) || lock.pid <= 0 || !isAlive(lock.pid)
}

function formatSince(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return 'an unknown time'
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

function inUse(dataDir: string, lock: LockRecord): DataDirInUseError {
  const where = lock.host === hostname() ? `pid ${lock.pid}` : `pid ${lock.pid} on ${lock.host}`
  return new DataDirInUseError(
    `DATA_DIR ${dataDir} is in use by ${lock.owner} (${where}, since ${formatSince(lock.since)}) — stop it first, or set DATABASE_URL`,
  )
}

/** Who we are, for the message another process shows: the npm script or file name that started us. */
function describeThisProcess(): string {
  const script = basename(process.argv[1] ?? '')
  if (/^server\.[jt]s$/.test(script)) return 'the MapleNest server'
  return process.env.npm_lifecycle_event ?? (script || 'node')
}

/**
 * Makes this process the one owner of the embedded database in `dataDir`, or throws DataDirInUseError naming the
 * holder. The lock file is created atomically (`wx`), so of two processes starting together exactly one wins; a
 * lock left by a process that died is recognised and taken over. Released by `release()` or when the process exits.
 */
export function acquireDataDirLock(dataDir: string, owner = describeThisProcess()): DataDirLock {
  const path = join(dataDir, LOCK_FILE)
  const bootId = readBootId()
  const record: LockRecord = { pid: process.pid, host: hostname(), since: new Date().toISOString(), owner, bootId }
  // Written in full under a name of our own, then linked into place: a link fails if the lock exists, and a lock
  // that exists is always complete, so a reader never mistakes a lock being written for a garbled one.
  const draft = `${path}.${process.pid}.draft`
  writeFileSync(draft, JSON.stringify(record), { mode: 0o600 })
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        place(draft, path, record)
        break
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      }
      const current = readLock(path)
      if (attempt >= 4)
        throw new DataDirInUseError(`DATA_DIR ${dataDir}: cannot take ${path}; remove it if no MapleNest runs`)
      if (!current) continue
      if (!isStale(current, path, bootId)) throw inUse(dataDir, current)
      removeStale(path, current)
    }
  } finally {
    unlinkSync(draft)
  }
  held.add(path)
  const onExit = () => release()
  const release = () => {
    if (!held.delete(path)) return
    process.off('exit', onExit)
    try {
      unlinkSync(path)
    } catch {
      // already gone: nothing to release
    }
  }
  process.on('exit', onExit)
  return { release }
}

/** Links the finished draft into place; on a file system without hard links, creates the lock with `wx` instead. */
function place(draft: string, path: string, record: LockRecord): void {
  try {
    linkSync(draft, path)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw err
    writeFileSync(path, JSON.stringify(record), { flag: 'wx', mode: 0o600 })
  }
}

/**
 * Moves a stale lock aside before deleting it, and checks that what was moved is the stale lock read a moment
 * ago: if another process took the folder over in between, its fresh lock is put back untouched.
 */
function removeStale(path: string, stale: LockRecord): void {
  const aside = `${path}.stale-${process.pid}`
  try {
    renameSync(path, aside)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return
    throw err
  }
  const moved = readLock(aside)
  // Another process took the folder over in between and we moved its fresh lock: link it back (fails harmlessly
  // if yet another lock is in place by now).
  if (!moved || moved.pid !== stale.pid || moved.since !== stale.since) {
    try {
      linkSync(aside, path)
    } catch {
      // a newer lock holds the place
    }
  }
  unlinkSync(aside)
}
