import { useCallback, useEffect, useState } from 'react'

/** Seconds left of a countdown that ticks once a second; `start(n)` begins again from n (default `seconds`). */
export function useCountdown(seconds: number): { remaining: number; start: (from?: number) => void } {
  const [remaining, setRemaining] = useState(0)
  const running = remaining > 0

  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000)
    return () => window.clearInterval(timer)
  }, [running])

  const start = useCallback((from?: number) => setRemaining(Math.max(0, Math.ceil(from ?? seconds))), [seconds])
  return { remaining, start }
}
