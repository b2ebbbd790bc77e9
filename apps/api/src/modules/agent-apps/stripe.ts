import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a webhook's timestamp may be from now, as Stripe's own libraries allow: five minutes. */
export const STRIPE_TOLERANCE_S = 300

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA-256>[,v1=…]`) over the raw body as Stripe
 * signs it: HMAC-SHA-256 of `<t>.<body>` with the endpoint's signing secret, any v1 matching, the time within the
 * tolerance. The body must be the bytes received, before any JSON parsing.
 */
export function verifyStripeSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceS = STRIPE_TOLERANCE_S,
): boolean {
  if (!header) return false
  const parts = header.split(',').map((p) => p.trim().split('='))
  const t = parts.find(([k]) => k === 't')?.[1]
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!)
  if (!t || !/^\d+$/.test(t) || signatures.length === 0) return false
  if (Math.abs(now.getTime() / 1000 - Number(t)) > toleranceS) return false
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest()
  return signatures.some((sig) => {
    if (!/^[0-9a-f]{64}$/i.test(sig)) return false
    return timingSafeEqual(Buffer.from(sig, 'hex'), expected)
  })
}

/** Signs a payload as Stripe does (the header value), for a test or a local peer. */
export function signStripePayload(rawBody: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')
  return `t=${t},v1=${v1}`
}

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  apiUrl: string
}

export interface CheckoutRequest {
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
