/** Query parameters whose values never reach the log (GET /auth/check?token=… carries an access token). */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]')
}

/** Fastify's request log fields, with secrets in the query string masked. */
export function serializeRequestForLog(req: {
  method: string
  url: string
  host: string
  ip: string
  headers: Record<string, unknown>
  socket?: { remotePort?: number | undefined } | undefined
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: typeof req.headers['accept-version'] === 'string' ? req.headers['accept-version'] : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}
