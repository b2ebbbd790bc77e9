/** What the session announces (spec §4); pages listen to refresh their data. */
export interface SessionEventMap {
  /** A visitor session started. */
  touristLogin: undefined
  /** The signed-in person is gone (signed out here, in another tab, or a visitor session replaced it). */
  listenerLoginOut: undefined
  /** The home screen should reload its data. */
  homeRefresh: undefined
  /** A person signed in. */
  login: { userId: string }
}

type Listener<P> = (payload: P) => void

export interface EventBus<M> {
  on<K extends keyof M>(name: K, listener: Listener<M[K]>): () => void
  emit<K extends keyof M>(name: K, ...payload: M[K] extends undefined ? [] : [M[K]]): void
}

export function createEventBus<M>(): EventBus<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>()
  return {
    on(name, listener) {
      let set = listeners.get(name)
      if (!set) {
        set = new Set()
        listeners.set(name, set)
      }
      set.add(listener as Listener<never>)
      return () => set.delete(listener as Listener<never>)
    },
    emit(name, ...payload) {
      for (const listener of listeners.get(name) ?? []) (listener as Listener<unknown>)(payload[0])
    },
  }
}
