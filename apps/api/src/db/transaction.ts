import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from './client.ts'

/** Runs a function in one database transaction; nested calls join the outer transaction. */
export type RunInTransaction = <T>(fn: () => Promise<T>) => Promise<T>

export interface Transactor {
  /** The open transaction when called inside `run`, otherwise the database itself. Repositories query through this. */
  db(): Db
  run: RunInTransaction
  /**
   * Runs `fn` once the transaction the caller is in has committed (at once outside one; never after a rollback):
   * for work that talks to the outside world about what the transaction wrote, such as a push notification.
   */
  afterCommit(fn: () => void): void
}

/**
 * Transactions that span repositories and modules without passing a handle through every call: `run` opens a
 * transaction and keeps it in async-local storage, and every repository built on the same transactor picks it up.
 * A service wraps its multi-row writes in `run`, so they commit or roll back together.
 */
export function createTransactor(root: Db): Transactor {
  const store = new AsyncLocalStorage<Db>()
  const committed = new AsyncLocalStorage<Array<() => void>>()
  return {
    db: () => store.getStore() ?? root,
    run: async <T>(fn: () => Promise<T>): Promise<T> => {
      if (store.getStore()) return fn()
      const after: Array<() => void> = []
      const result = await root.transaction((tx) => committed.run(after, () => store.run(tx as unknown as Db, fn)))
      for (const task of after) task()
      return result
    },
    afterCommit(fn) {
      const after = store.getStore() ? committed.getStore() : undefined
      if (after) after.push(fn)
      else fn()
    },
  }
}
