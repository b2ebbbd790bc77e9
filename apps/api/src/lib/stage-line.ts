/**
 * The start's stage lines (`migrate: …`, `seed: …`, `listening: …`): one info line per stage, when it ends. On a
 * terminal in development a stage that takes a while also shows itself while it runs, on one line redrawn in place
 * (a progress bar when it knows how far it is), which its final line replaces. Elsewhere (a pipe, a log file,
 * production's JSON) only the final line is written, and a stage that reports progress adds a plain line at each
 * fifth of the way.
 */

interface InfoLog {
  info(obj: object, msg?: string): void
  info(msg: string): void
  level: string
}

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }

/** Whether a logger at its level writes lines of `level` (pino's levels; `silent` writes none). */
export function logs(log: { level: string }, level: keyof typeof LEVELS): boolean {
  return (LEVELS[log.level] ?? Number.POSITIVE_INFINITY) <= (LEVELS[level] as number)
}

export interface StageLine {
  /** How far the stage is, 0 to 1 (null when it cannot tell), and what it is doing now. */
  progress(fraction: number | null, doing: string): void
  /** The stage's final line; the seconds since it began are added. */
  done(text: string, fields?: object): void
}

const BAR_WIDTH = 24
const REDRAW_MS = 100
const PLAIN_AFTER_MS = 3000

const clock = () => new Date().toTimeString().slice(0, 8)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Whether the start may redraw a line in place: development, stdout a terminal, and a level that shows the stage
 * lines but not debug lines (which would land in the middle of the bar).
 */
export function canRedraw(log: InfoLog, nodeEnv: string, stdout: { isTTY?: boolean } = process.stdout): boolean {
  return nodeEnv !== 'production' && stdout.isTTY === true && logs(log, 'info') && !logs(log, 'debug')
}

export function startStage(
  log: InfoLog,
  stage: string,
  opts: { redraw: boolean; write?: (text: string) => void; now?: () => number },
): StageLine {
  const write = opts.write ?? ((text: string) => process.stdout.write(text))
  const now = opts.now ?? (() => performance.now())
  const began = now()
  let drawnAt = Number.NEGATIVE_INFINITY
  let drawn = false
  let fifthsLogged = 0
  const draw = (fraction: number | null, doing: string) => {
    let bar = ''
    if (fraction !== null) {
      const share = Math.max(0, Math.min(1, fraction))
      const filled = Math.round(share * BAR_WIDTH)
      bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% `
    }
    write(`\r\x1b[2K[${clock()}] ${stage}: ${bar}${doing}`)
    drawn = true
  }
  return {
    progress(fraction, doing) {
      if (opts.redraw) {
        const t = now()
        if (t - drawnAt < REDRAW_MS && fraction !== null && fraction < 1) return
        drawnAt = t
        draw(fraction, doing)
        return
      }
      // a plain line only for a stage that is taking a while (not for steps that found their data there)
      if (fraction === null || now() - began < PLAIN_AFTER_MS) return
      const fifths = Math.floor(Math.min(1, fraction) * 5)
      if (fifths > fifthsLogged && fifths < 5) {
        fifthsLogged = fifths
        log.info(`${stage}: ${fifths * 20}%, ${doing} (${seconds(now() - began)})`)
      }
    },
    done(text, fields) {
      if (drawn) write('\r\x1b[2K')
      const line = `${stage}: ${text} (${seconds(now() - began)})`
      if (fields) log.info(fields, line)
      else log.info(line)
    },
  }
}
