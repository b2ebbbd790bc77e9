interface Log {
  warn(obj: object, msg: string): void
}

/**
 * Reacts to listings whose status or price changed: given their MLS numbers, or nothing to mean "check every
 * listing". A reaction compares what it last saw with the listing as it is now, so it is idempotent and a
 * second call with the same numbers changes nothing.
 */
type ListingChangeHandler = (mlNums?: readonly string[]) => Promise<void>

export interface ListingChanges {
  /** Adds a reaction; modules that care about listings changing (favourites, showings) subscribe once at start. */
  subscribe(name: string, handler: ListingChangeHandler): void
  /**
   * Runs every reaction, one after the other, after the change is committed. A failing reaction is logged and
   * does not stop the others or fail the caller: the next sweep catches what it missed.
   */
  publish(mlNums?: readonly string[]): Promise<void>
}

export function createListingChanges(deps: { log: Log }): ListingChanges {
  const handlers: Array<{ name: string; handler: ListingChangeHandler }> = []
  return {
    subscribe(name, handler) {
      handlers.push({ name, handler })
    },
    async publish(mlNums) {
      if (mlNums && mlNums.length === 0) return
      for (const { name, handler } of handlers) {
        try {
          await handler(mlNums)
        } catch (err) {
          deps.log.warn(
            {
              reaction: name,
              listings: mlNums?.length ?? 'all',
              reason: err instanceof Error ? err.message : String(err),
            },
            'reaction to listing changes failed',
          )
        }
      }
    },
  }
}
