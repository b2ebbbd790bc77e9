import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createFeedbackRepository } from './feedback-repository.ts'
import { feedbackRoutes } from './feedback-routes.ts'
import { createFeedbackService, type FeedbackService } from './feedback-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Users' feedback with its images, and administrators' replies. */
    feedback: FeedbackService
  }
}

/** Feedback: images through the file storage, replies announced through the notification centre. */
export const feedbackModule = fp<ModuleContext>(
  async (app, ctx) => {
    const feedback = createFeedbackService({
      repository: createFeedbackRepository(ctx.transactor),
      files: app.files,
      notices: app.notices,
      now: ctx.now,
    })
    app.decorate('feedback', feedback)
    await app.register(feedbackRoutes, { feedback, files: app.files })
  },
  { name: 'maplenest-feedback', dependencies: ['maplenest-viewer', 'maplenest-files', 'maplenest-notices'] },
)
