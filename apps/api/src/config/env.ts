import { isIP } from 'node:net'
import { z } from 'zod'
import { SEED_SIZE_NAMES } from '../seed/seed-sizes.ts'
import { pmtilesSetting } from './pmtiles-setting.ts'

/** The only place the api reads the environment: parsed once at start, a bad value names its variable. */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/** A DNS name: dot-separated labels of letters, digits and inner dashes (RFC 1123), 253 characters at most. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i

const httpUrl = z.url().refine((u) => /^https?:\/\//.test(u), 'must be an http:// or https:// URL')
/** A comma-separated list of http(s) origins. */
const originList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url().refine((u) => /^https?:\/\//.test(u), 'must be http:// or https:// origins')))

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** The address to listen on: an IPv4 or IPv6 address (`0.0.0.0`, `::`) or a host name (`localhost`). */
  HOST: z
    .string()
    .refine((v) => isIP(v) !== 0 || HOST_NAME.test(v), 'must be an IP address or a host name')
    .default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./var'),
  DATABASE_URL: z
    .url()
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SEED_DEMO: bool.optional(),
  SEED_SIZE: z.enum(SEED_SIZE_NAMES).default('default'),
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('MapleNest <no-reply@maplenest.ca>'),
  /** The sender's postal address, which Canada's anti-spam law asks every alert e-mail to state. */
  MAIL_POSTAL_ADDRESS: z.string().min(5).default('MapleNest, 100 King St W, Suite 5600, Toronto ON M5X 1C9'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Write verification codes into the log line of a message kept in the outbox (no provider configured). Unset: on
   * in development and test, where that line is how a developer signs in; off in production.
   */
  LOG_VERIFICATION_CODES: bool.optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  VISITOR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  TRUST_PROXY: bool.default(false),
  /**
   * The address people reach the service at (`https://maplenest.ca`): every absolute link the server writes (Stripe
   * return pages, e-mails, QR codes, share previews) starts with it, never with the request's Host. Unset:
   * `http://localhost:<PORT>`, refused in production.
   */
  PUBLIC_URL: httpUrl.transform((u) => u.replace(/\/+$/, '')).optional(),
  /** GET /dev/outbox (what was "sent" to an address, codes included): development only, loopback callers only. */
  DEV_OUTBOX: bool.default(false),
  /**
   * Forced sign-in (spec §2): every screen but signing in, registering and the terms asks a visitor to sign in first,
   * and the server draws no screen for a visitor. Off: people browse as guests.
   */
  FORCED_LOGIN: bool.default(false),
  /**
   * Where uploaded and generated files live. Unset: the S3 bucket when S3_* are set, else the database on PostgreSQL
   * (every process reads it), else DATA_DIR/files on the embedded database (decided where storage is made, from
   * the database in use). `local` with DATABASE_URL is refused.
   */
  FILE_STORAGE: z.enum(['local', 'database', 's3']).optional(),
  /** Heavy requests (listing PDFs, server-drawn pages) a minute: per signed-in account, else per address. */
  HEAVY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Above this event-loop delay the server answers 503 with Retry-After instead of stalling (0: off). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Worker threads that draw listing PDFs (sharp re-encodes images on libuv's own pool, UV_THREADPOOL_SIZE). */
  WORKER_THREADS: z.coerce.number().int().min(1).max(32).default(2),
  /** Visitor (tourist) accounts unused this many days are deleted with what they hold. */
  VISITOR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** The OpenAPI document and its browser at /docs; unset: on in development and test, off in production. */
  API_DOCS: bool.optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  WECHAT_APP_ID: z.string().min(1).optional(),
  /** A JSON endpoint of yuan-based exchange rates (see exchange-rates-service.ts for the shape); unset: no fetching. */
  EXCHANGE_RATE_URL: z
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must be an http:// or https:// URL')
    .optional(),
  /** Further origins the configured map style loads tiles, glyphs or sprites from (comma-separated). */
  MAP_TILE_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().refine((u) => /^https?:\/\//.test(u), 'must be http:// or https:// origins')))
    .optional(),
  EXCHANGE_RATE_REFRESH_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 7)
    .default(24),
  /** A MapLibre style document for the map's base layer (GET /house/api/map/v1/config); unset: the app's own. */
  MAP_STYLE_URL: z
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must be an http:// or https:// URL')
    .optional(),
  /**
   * The operator's basemap: a PMTiles archive (an OpenStreetMap extract) as a file path, served by this server with
   * range requests, or an http(s) URL the browser reads directly; unset: the bundled schematic basemap.
   */
  MAP_PMTILES: pmtilesSetting.optional(),
  /** RESO Web API service root for the listing feed sync (`npm run ingest`, and the schedule below). */
  RESO_URL: z
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must be an http:// or https:// URL')
    .optional(),
  RESO_TOKEN: z.string().min(1).optional(),
  /** Name of the feed in ingest_state, e.g. proptx. */
  RESO_FEED: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .default('reso'),
  RESO_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(200),
  /** Sync the feed every this many minutes in the server (with RESO_URL and RESO_TOKEN); unset: no schedule. */
  RESO_SYNC_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  /** An S3-compatible bucket for uploaded files: endpoint, bucket and both keys together, or none (DATA_DIR/files). */
  S3_ENDPOINT: z
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must be an http:// or https:// URL')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots and dashes')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Unset: us-east-1, which MinIO and most self-hosted servers accept. */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .optional(),
  /** Bucket in the path rather than the host name, as MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** An OpenAI-compatible API for the assistant (with AI_MODEL); unset: the built-in engine answers alone. */
  AI_BASE_URL: z
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must be an http:// or https:// URL')
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  /** Listing data (cards' details, market figures) may be sent to the model: the boards decide; off by default. */
  AI_SEND_LISTING_DATA: bool.default(false),
  /** How long the model may take before the built-in engine answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Questions to the assistant one person may send a minute. */
  AI_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * Web Push VAPID keys (base64url, as web-push generates them): both or neither; unset: generated once into the
   * database on PostgreSQL, into DATA_DIR on the embedded database.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, base64url (43 characters)')
    .optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .refine((v) => /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(v), 'a mailto: or https: address')
    .default('mailto:no-reply@maplenest.ca'),
  /** Push endpoint origins accepted besides the browsers' push services (comma-separated), e.g. a test endpoint. */
  PUSH_ENDPOINT_ORIGINS: originList.optional(),
  /** Where the Apple and Facebook sign-in keys (JWKS) are fetched; unset: the providers' own addresses. */
  APPLE_JWKS_URL: httpUrl.optional(),
  FACEBOOK_JWKS_URL: httpUrl.optional(),
  /** Origins the in-app web view may frame (comma-separated https origins); unset: none, pages open in the browser. */
  WEBVIEW_ORIGINS: originList.optional(),
  /** App store pages for GET /house/home/appDownLoadUrl; unset: the install page of the web app. */
  ANDROID_STORE_URL: httpUrl.optional(),
  IOS_STORE_URL: httpUrl.optional(),
  /**
   * Domains whose sub-domains are agents' own apps (`<agent>.<domain>`), comma-separated; read at start, so one build
   * serves every agent. Browsers resolve `*.localhost` to this machine, hence the default.
   */
  PRODUCT_DOMAINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(HOST_NAME, 'host names, comma-separated')).min(1, 'at least one domain'))
    .default(['maplenest.localhost']),
  /** Stripe Checkout for agent-app subscriptions: the secret key and the webhook's signing secret, together. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's API root (a test server in tests); unset: https://api.stripe.com. */
  STRIPE_API_URL: z
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must be an http:// or https:// URL')
    .default('https://api.stripe.com'),
})

/** The S3 settings that only make sense together: naming some but not all is a mistake, not a choice. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const withS3Together = envSchema.superRefine((env, ctx) => {
  if ((env.AI_BASE_URL === undefined) !== (env.AI_MODEL === undefined)) {
    const missing = env.AI_BASE_URL === undefined ? 'AI_BASE_URL' : 'AI_MODEL'
    ctx.addIssue({ code: 'custom', path: [missing], message: 'AI_BASE_URL and AI_MODEL go together' })
  }
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    const missing = env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'
    ctx.addIssue({ code: 'custom', path: [missing], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together' })
  }
  if (env.MAP_STYLE_URL !== undefined && env.MAP_PMTILES !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAP_PMTILES'],
      message: 'MAP_STYLE_URL and MAP_PMTILES each name a basemap: set one of them',
    })
  }
  const named = [...S3_REQUIRED, 'S3_REGION' as const].filter((k) => env[k] !== undefined)
  if (named.length === 0) return
  for (const key of S3_REQUIRED) {
    if (env[key] === undefined) {
      ctx.addIssue({ code: 'custom', path: [key], message: `required with ${named.join(', ')}` })
    }
  }
})

/** Settings that are development-only, or that would split state between processes. */
const withSafeDeployment = (schema: typeof withS3Together) =>
  schema.superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.DEV_OUTBOX) {
      ctx.addIssue({ code: 'custom', path: ['DEV_OUTBOX'], message: 'the development outbox is refused in production' })
    }
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'required in production (the address people use)' })
    }
    const s3 = env.S3_ENDPOINT !== undefined
    if (env.FILE_STORAGE === 's3' && !s3) {
      ctx.addIssue({ code: 'custom', path: ['FILE_STORAGE'], message: 's3 needs S3_ENDPOINT, S3_BUCKET and both keys' })
    }
    if (env.FILE_STORAGE === 'local' && env.DATABASE_URL !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILE_STORAGE'],
        message:
          'local files on PostgreSQL would be seen only by the process that wrote them: unset FILE_STORAGE (files in the database) or set S3_*',
      })
    }
  })

/** Stripe needs both its secret key and the webhook's secret: one without the other is a mistake. */
const withStripeTogether = withSafeDeployment(withS3Together).superRefine((env, ctx) => {
  if ((env.STRIPE_SECRET_KEY === undefined) === (env.STRIPE_WEBHOOK_SECRET === undefined)) return
  const missing = env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'
  ctx.addIssue({ code: 'custom', path: [missing], message: 'required with the other Stripe setting' })
})

/** Settings whose default depends on another setting. */
const withDefaults = withStripeTogether.transform((env) => ({
  ...env,
  API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
  PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
}))

export type Env = z.output<typeof withDefaults>

/** Whether verification codes may appear in the log: LOG_VERIFICATION_CODES when set, otherwise not in production. */
export function logsVerificationCodes(env: Pick<Env, 'LOG_VERIFICATION_CODES' | 'NODE_ENV'>): boolean {
  return env.LOG_VERIFICATION_CODES ?? env.NODE_ENV !== 'production'
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = withDefaults.safeParse(cleaned)
  if (result.success) return result.data
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`)
}

let cached: Env | undefined
export function loadEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
