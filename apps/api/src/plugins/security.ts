import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * 180 days, the usual floor for HSTS preload lists, and subdomains too: every MapleNest host is served over HTTPS
 * once the main one is. Sent only on answers that came over HTTPS (a trusted proxy's X-Forwarded-Proto counts), since
 * browsers ignore it over plain HTTP and a development server on http://localhost must never be pinned to HTTPS.
 */
const HSTS_VALUE = 'max-age=15552000; includeSubDomains'

/**
 * Security headers and compression. The CSP allows what the PWA needs: its own scripts, styles (antd-mobile sets
 * inline styles), images from itself, data: and blob: URLs (generated photos, QR codes, map tiles), web workers
 * (MapLibre) and the service worker; nothing is loaded from another origin unless a map style is configured, whose
 * origins (`extraConnectSrc`) may then be fetched and shown as images, and the web view's origins (`frameSrc`) framed.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { extraConnectSrc?: string[]; frameSrc?: string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(opts.extraConnectSrc ?? [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(opts.extraConnectSrc ?? [])],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          // The in-app web view frames only the origins configured for it (WEBVIEW_ORIGINS).
          frameSrc: ["'self'", ...(opts.frameSrc ?? [])],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: false,
    })
    app.addHook('onRequest', async (req, reply) => {
      if (req.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE)
    })
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })
  },
)
