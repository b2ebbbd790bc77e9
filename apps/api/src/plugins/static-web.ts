import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const WEB_BASE = '/h5/'

/**
 * Serves the built web app under /h5/. Hashed files in /h5/assets/ are cached for a year; index.html, the service
 * worker and the manifest are revalidated on every load. Any other path under /h5/ (a deep link such as
 * /h5/pages/toronto/sale/sale-list?x=1) gets index.html so the app's router takes it. `/` redirects to /h5/.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  app.get('/', { schema: { hide: true } }, (req, reply) => {
    const q = req.url.indexOf('?')
    return reply.redirect(q >= 0 ? `${WEB_BASE}${req.url.slice(q)}` : WEB_BASE, 302)
  })

  const indexFile = join(opts.root, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn({ root: opts.root }, 'web app not built: run `npm run build` to serve /h5/')
    const notBuilt = (_req: unknown, reply: import('fastify').FastifyReply) =>
      reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.')
    app.get('/h5', { schema: { hide: true } }, notBuilt)
    app.get('/h5/*', { schema: { hide: true } }, notBuilt)
    return
  }
  const indexHtml = readFileSync(indexFile, 'utf8')

  await app.register(fastifyStatic, {
    root: opts.root,
    serve: false,
    cacheControl: false,
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      else res.setHeader('cache-control', 'no-cache')
    },
  })

  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml)

  app.get('/h5', { schema: { hide: true } }, (_req, reply) => reply.redirect(WEB_BASE, 301))
  app.get('/h5/', { schema: { hide: true } }, sendIndex)
  app.get('/h5/*', { schema: { hide: true } }, (req, reply) => {
    const path = (req.params as { '*': string })['*']
    if (path.startsWith('assets/') || /\.[a-z0-9]{2,5}$/i.test(path)) {
      const file = join(opts.root, path)
      if (file.startsWith(opts.root) && existsSync(file)) return reply.sendFile(path)
      return reply.status(404).type('text/plain').send('Not found')
    }
    return sendIndex(req, reply)
  })
})
