import fp from 'fastify-plugin'
import sharp from 'sharp'
import type { ModuleContext } from '../../platform/module-context.ts'
import { publicOrigin } from '../agent-apps/index.ts'
import { createPdfWorkers } from './pdf-workers.ts'
import { createSharesRepository } from './shares-repository.ts'
import { sharesRoutes } from './shares-routes.ts'
import { createSharesService, type PictureLoader, type SharesService } from './shares-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Share records, the share card of an agent's app, and listing PDFs. */
    shares: SharesService
  }
}

/** Shares and listing PDFs, with the brand of the agent's app they come from. */
export const sharesModule = fp<ModuleContext>(
  async (app, ctx) => {
    // Pictures the server serves itself (listing photos, icons, logos, avatars), read through its own routes and
    // turned into PNG on white for the PDF (sharp does that on libuv's threads, off the event loop); anything that
    // does not come back as a picture is left out.
    const pictures: PictureLoader = async (url, width) => {
      if (!url.startsWith('/')) return null
      const res = await app.inject({ method: 'GET', url })
      if (res.statusCode !== 200) return null
      try {
        return await sharp(res.rawPayload, { limitInputPixels: 50_000_000 })
          .resize({ width, fit: 'inside' })
          .flatten({ background: '#ffffff' })
          .png()
          .toBuffer()
      } catch {
        return null
      }
    }
    // The PDF itself is drawn on worker threads, started with the first PDF asked for.
    const pdfWorkers = createPdfWorkers(ctx.env.WORKER_THREADS)
    app.addHook('onClose', () => pdfWorkers.close())
    const shares = createSharesService({
      repository: createSharesRepository(ctx.transactor),
      listings: app.listings,
      rates: app.exchangeRates,
      apps: app.agentApps,
      pictures,
      drawPdf: (input, locale) => pdfWorkers.draw(input, locale),
      now: ctx.now,
    })
    app.decorate('shares', shares)
    // Links in shares (the agent app's invite) start with PUBLIC_URL, never with the request's Host.
    await app.register(sharesRoutes, { shares, origin: publicOrigin(ctx.env.PUBLIC_URL) })
  },
  {
    name: 'maplenest-shares',
    dependencies: ['maplenest-viewer', 'maplenest-agent-apps', 'maplenest-listings', 'maplenest-exchange-rates'],
  },
)
