import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createFaqRepository } from './faq-repository.ts'
import { faqRoutes } from './faq-routes.ts'
import { createFaqService, type FaqService } from './faq-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The FAQ: search in both languages, administrators' edits, and the published content's seeding. */
    faq: FaqService
  }
}

export const faqModule = fp<ModuleContext>(
  async (app, ctx) => {
    const faq = createFaqService({ repository: createFaqRepository(ctx.transactor), now: ctx.now })
    app.decorate('faq', faq)
    await app.register(faqRoutes, { faq })
  },
  { name: 'maplenest-faq', dependencies: ['maplenest-viewer'] },
)
