import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env.ts'
import { ingestLockKey } from '../ingest/ingest-lock.ts'
import { startIngestSchedule } from '../ingest/ingest-schedule.ts'
import { purgeCancelledAccounts, purgeIdleVisitors } from '../modules/account/index.ts'
import { sendContractReminders } from '../modules/contracts/index.ts'
import { runLeadRemindersJob } from '../modules/leads/index.ts'
import { runMapCellsJob } from '../modules/map/index.ts'
import { runPreconRegistrationsJob } from '../modules/precon-registrations/index.ts'
import { runSavedSearchJob } from '../modules/saved-searches/index.ts'
import { runShowingsJob } from '../modules/showings/index.ts'
import { startRepeating } from '../platform/repeat.ts'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * A background job of the server. Every process runs the same timers (plain timers that never keep the process
 * alive, stopped when the app closes); a job that must happen once per round takes a PostgreSQL advisory lock
 * first, so one process does the work and the others skip the round.
 */
interface BackgroundJob {
  name: string
  /** When it runs: the first round after start, then how often. */
  schedule: string
  /** The advisory lock one process takes for each round, or null when every process runs every round. */
  lock: string | null
  /** Runs with every app, tests' too (it does nothing unless configured), rather than with the server's only. */
  withEveryApp: boolean
  /** Starts the timers; returns a stop function. */
  start(): () => void
}

/** Every background job, with its schedule and lock. What is due is read from the data, so a late round loses nothing. */
function backgroundJobs(app: FastifyInstance, deps: { env: Env; now: () => Date }): BackgroundJob[] {
  const { env, now } = deps
  const log = app.log
  return [
    {
      name: 'listing-change sweep',
      // The feed announces its own changes at once; the sweep is for changes that reach the database another way
      // (an operator's correction, the demo data) and for a reaction that failed when the feed announced.
      schedule: '1 minute after start, then every 5 minutes',
      lock: null,
      withEveryApp: false,
      start: () =>
        startRepeating(() => void app.listingChanges.publish(), { firstAfterMs: MINUTE_MS, everyMs: 5 * MINUTE_MS }),
    },
    {
      name: 'exchange-rate refresh',
      schedule: 'at start, then every EXCHANGE_RATE_REFRESH_HOURS (only when EXCHANGE_RATE_URL is set)',
      lock: null,
      withEveryApp: true,
      start: () => {
        app.exchangeRates.start()
        return () => app.exchangeRates.stop()
      },
    },
    {
      name: 'RESO feed sync',
      schedule: 'every RESO_SYNC_INTERVAL_MINUTES, the first one interval after start (only when the feed is set)',
      lock: `${ingestLockKey(env.RESO_FEED)} (pg_try_advisory_lock, on a connection of its own)`,
      withEveryApp: false,
      start: () => startIngestSchedule({ env, runner: app.feed, log }),
    },
    {
      name: 'purge of cancelled accounts past retention',
      // a day late is within the promise of the cancellation notice
      schedule: '1 minute after start, then every 6 hours',
      lock: 'maplenest:purge-cancelled-accounts (pg_try_advisory_xact_lock)',
      withEveryApp: false,
      start: () =>
        startRepeating(() => void purgeCancelledAccounts({ account: app.account, now, log }), {
          firstAfterMs: MINUTE_MS,
          everyMs: 6 * HOUR_MS,
        }),
    },
    {
      name: 'purge of idle visitor accounts',
      // a few hours late is nothing against a retention of VISITOR_RETENTION_DAYS
      schedule: '2 minutes after start, then every 6 hours',
      lock: 'maplenest:purge-idle-visitors (pg_try_advisory_xact_lock)',
      withEveryApp: false,
      start: () =>
        startRepeating(() => void purgeIdleVisitors({ account: app.account, now, log }), {
          firstAfterMs: 2 * MINUTE_MS,
          everyMs: 6 * HOUR_MS,
        }),
    },
    {
      name: 'expiry of overdue showings',
      schedule: '30 seconds after start, then every 5 minutes',
      lock: 'maplenest:showings-expire (pg_try_advisory_xact_lock)',
      withEveryApp: false,
      start: () =>
        startRepeating(() => void runShowingsJob({ showings: app.showings, log }), {
          firstAfterMs: 30_000,
          everyMs: 5 * MINUTE_MS,
        }),
    },
    {
      name: 'saved-search alerts',
      // An alert is due in the person's notices within a minute of the change: the feed's own changes are matched
      // when it announces them, every other change at the next round.
      schedule: '20 seconds after start, then every 30 seconds',
      lock: 'changes: FOR UPDATE SKIP LOCKED; digests and e-mails: maplenest:saved-search-digests (pg_try_advisory_xact_lock)',
      withEveryApp: false,
      start: () =>
        startRepeating(() => void runSavedSearchJob({ alerts: app.savedSearchAlerts, log }), {
          firstAfterMs: 20_000,
          everyMs: 30_000,
        }),
    },
    {
      name: 'pre-construction registrants told of price and occupancy changes',
      // a project's price list or occupancy changes a few times a year: within five minutes is prompt
      schedule: '45 seconds after start, then every 5 minutes',
      lock: 'maplenest:precon-registrations-changes (pg_try_advisory_xact_lock); each registration moves on only from the values read',
      withEveryApp: false,
      start: () =>
        startRepeating(() => void runPreconRegistrationsJob({ preconRegistrations: app.preconRegistrations, log }), {
          firstAfterMs: 45_000,
          everyMs: 5 * MINUTE_MS,
        }),
    },
    {
      name: 'lead reminders',
      // an agent picks a reminder to the minute: within a minute of its time is on time
      schedule: '40 seconds after start, then every minute',
      lock: 'maplenest:lead-reminders (pg_try_advisory_xact_lock); each reminder marked raised in the same transaction',
      withEveryApp: false,
      start: () =>
        startRepeating(() => void runLeadRemindersJob({ leads: app.leads, log }), {
          firstAfterMs: 40_000,
          everyMs: MINUTE_MS,
        }),
    },
    {
      name: 'map cells recounted',
      // a cell a change touched is counted from the listings until then, exactly but slower: soon is enough
      schedule: '10 seconds after start, then every 15 seconds',
      lock: 'maplenest:listing-map-cells (pg_try_advisory_xact_lock)',
      withEveryApp: false,
      start: () =>
        startRepeating(() => void runMapCellsJob({ map: app.map, log }), { firstAfterMs: 10_000, everyMs: 15_000 }),
    },
    {
      name: 'contract reminders',
      // a reminder is about a date 60 or 30 days away, so hourly is on time
      schedule: '30 seconds after start, then every hour',
      lock: 'maplenest:contract-reminders (pg_try_advisory_xact_lock)',
      withEveryApp: false,
      start: () =>
        startRepeating(() => void sendContractReminders({ contracts: app.contracts, now, log }), {
          firstAfterMs: 30_000,
          everyMs: HOUR_MS,
        }),
    },
  ]
}

/**
 * Starts the background jobs when the app is ready and stops them when it closes: all of them for the server
 * (`all`), only those that run with every app otherwise (a test's app refreshes exchange rates, and nothing else).
 */
export function registerBackgroundJobs(app: FastifyInstance, deps: { env: Env; now: () => Date; all: boolean }): void {
  const stops: Array<() => void> = []
  app.addHook('onReady', async () => {
    const jobs = backgroundJobs(app, deps).filter((job) => deps.all || job.withEveryApp)
    for (const job of jobs) stops.push(job.start())
    app.log.debug(
      { jobs: jobs.map(({ name, schedule, lock }) => ({ name, schedule, lock })) },
      'background jobs started',
    )
  })
  app.addHook('onClose', async () => {
    for (const stop of stops.splice(0)) stop()
  })
}
