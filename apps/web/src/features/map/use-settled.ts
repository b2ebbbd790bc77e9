import { useEffect, useState } from 'react'

/**
 * The value once it has stayed the same for `ms` (the map settling after a drag or zoom); null until then.
 * Values are compared by content, so a new object with the same view does not start the wait again.
 */
export function useSettled<T>(value: T | null, ms: number): T | null {
  const [settled, setSettled] = useState<T | null>(null)
  const key = JSON.stringify(value)
  // The first value has nothing to settle from: it counts at once (the map's opening view asks without a wait).
  const first = settled === null && value !== null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), first ? 0 : ms)
    return () => window.clearTimeout(timer)
  }, [key, ms])
  return settled
}
