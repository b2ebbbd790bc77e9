// a namespace import: the bundle's banner declares its own createRequire (scripts/build.mjs)
import * as nodeModule from 'node:module'
import type StripeSdk from 'stripe'

/** How far a webhook's timestamp may be from now, as Stripe's own libraries allow: five minutes. */
const STRIPE_TOLERANCE_S = 300

type Webhooks = (typeof StripeSdk)['webhooks']

let webhooks: Webhooks | undefined

/**
 * The official SDK's webhook helpers, loaded on first use: the SDK takes a few hundred milliseconds to load, which
 * only a server that receives Stripe's webhooks (or a test signing one) should pay, not every start.
 */
function stripeWebhooks(): Webhooks {
  webhooks ??= (nodeModule.createRequire(import.meta.url)('stripe') as typeof StripeSdk).webhooks
  return webhooks
}

/**
 * Checks a `Stripe-Signature` header over the raw body and answers the event it carries, with the official SDK
 * (`stripe.webhooks.constructEvent`): HMAC-SHA-256 of `<t>.<body>` with the endpoint's signing secret, any `v1`
 * matching, the timestamp at most `toleranceS` before `now`. The body must be the bytes received, before any JSON
 * parsing. Throws when the header is missing or does not match, the timestamp is too old, or the body is not JSON.
 */
export function constructStripeEvent(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceS = STRIPE_TOLERANCE_S,
): StripeSdk.Event {
  return stripeWebhooks().constructEvent(rawBody, header ?? '', secret, toleranceS, undefined, now.getTime())
}

/** Signs a payload as Stripe does (the header value), for a test or a local peer: the SDK's test header. */
export function signStripePayload(rawBody: string, secret: string, at: Date): string {
  return stripeWebhooks().generateTestHeaderString({
    payload: rawBody,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  })
}

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  apiUrl: string
}

interface CheckoutRequest {
  orderId: string
  description: string
  amountCents: number
  currency: string
  email: string
  successUrl: string
  cancelUrl: string
}

/** Why Stripe could not start a checkout, as the route reports it (never a 500 for the provider's failure). */
export class StripeError extends Error {
  override name = 'StripeError'
}

/**
 * Creates a Stripe Checkout Session (POST /v1/checkout/sessions, form-encoded, the secret key as bearer) for one
 * line of an order, with the order's id as client reference and in the metadata; answers its id and address.
 */
export async function createCheckoutSession(
  settings: StripeSettings,
  request: CheckoutRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<{ id: string; url: string }> {
  const form = new URLSearchParams({
    mode: 'payment',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.orderId,
    'metadata[orderId]': request.orderId,
    customer_email: request.email,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': request.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(request.amountCents),
    'line_items[0][price_data][product_data][name]': request.description,
  })
  let res: Response
  try {
    res = await fetchImpl(new URL('/v1/checkout/sessions', settings.apiUrl), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': `order-${request.orderId}`,
      },
      body: form,
      signal: AbortSignal.timeout(20_000),
    })
  } catch (err) {
    throw new StripeError(`Stripe could not be reached: ${String(err)}`)
  }
  const body = (await res.json().catch(() => null)) as { id?: unknown; url?: unknown } | null
  if (!res.ok || typeof body?.id !== 'string' || typeof body.url !== 'string') {
    throw new StripeError(`Stripe refused the checkout (${res.status})`)
  }
  return { id: body.id, url: body.url }
}
