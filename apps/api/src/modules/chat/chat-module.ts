import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { modelFromEnv } from './chat-model.ts'
import { createChatRepository } from './chat-repository.ts'
import { chatRoutes } from './chat-routes.ts'
import { type ChatService, createChatService } from './chat-service.ts'
import { createChatTools } from './chat-tools.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The assistant: the built-in engine or a configured model over the same tools, and the conversations. */
    chat: ChatService
  }
}

/** The assistant: tools over the listings, market, schools, projects and showings services; conversations per person. */
export const chatModule = fp<ModuleContext>(
  async (app, ctx) => {
    const tools = createChatTools({
      listings: app.listings,
      market: app.market,
      schools: app.schools,
      precons: app.precons,
      showings: app.showings,
      users: app.users,
      now: ctx.now,
    })
    const chat = createChatService({
      repository: createChatRepository(ctx.transactor),
      tools,
      model: ctx.languageModel !== undefined ? ctx.languageModel : modelFromEnv(ctx.env),
      sendListingData: ctx.env.AI_SEND_LISTING_DATA,
      timeoutMs: ctx.env.AI_TIMEOUT_MS,
      messagesPerMinute: ctx.env.AI_MESSAGES_PER_MINUTE,
      hitLimit: app.hitLimit,
      now: ctx.now,
    })
    app.decorate('chat', chat)
    // A visitor who signs in keeps their conversations.
    app.auth.onVisitorSignedIn(async (visitorId, userId) => {
      await chat.moveVisitor(visitorId, userId)
    })
    await app.register(chatRoutes, { chat })
  },
  {
    name: 'maplenest-chat',
    dependencies: [
      'maplenest-viewer',
      'maplenest-auth',
      'maplenest-users',
      'maplenest-listings',
      'maplenest-market',
      'maplenest-schools',
      'maplenest-precons',
      'maplenest-showings',
    ],
  },
)
