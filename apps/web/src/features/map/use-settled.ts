import { useEffect, useState } from 'react'

/**
 * The value once it has stayed the same for `ms` (the map settling after a drag or zoom); null until then.
 * Values are compared by content, so a new object with the same view does not start the wait again.
 */
export function useSettled<T>(value: T | null, ms: number): T | null {
  const [settled, setSettled] = useState<T | null>(null)
  const key = JSON.stringify(value)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms)
    return () => window.clearTimeout(timer)
  }, [key, ms])
  return settled
}
