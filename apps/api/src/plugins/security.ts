import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Security headers and compression. The CSP allows what the PWA needs: its own scripts, styles (antd-mobile sets
 * inline styles), images from itself, data: and blob: URLs (generated photos, QR codes, map tiles), web workers
 * (MapLibre) and the service worker; nothing is loaded from another origin unless a map style is configured, whose
 * origins (`extraConnectSrc`) may then be fetched and shown as images.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { extraConnectSrc?: string[] }) => {
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
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })
})
