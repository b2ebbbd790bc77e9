import type { LanguageModel } from 'ai'
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify'
import type { Env } from '../config/env.ts'
import type { Transactor } from '../db/transaction.ts'

/**
 * What every module plugin is registered with (its Fastify options): configuration, the clock, the transactor
 * its repositories query through, and the server's signing secret (modules derive their own keys from it).
 */
export interface ModuleContext {
  env: Env
  now: () => Date
  transactor: Transactor
  secret: Uint8Array
  /** The assistant's model when one is given in code (tests); otherwise the AI_* settings decide. */
  languageModel?: LanguageModel | null
}

/**
 * A module: a plugin made with `fastify-plugin`, named 'maplenest-<module>' and naming the plugins it needs in
 * `dependencies`, registered with the context. (`fp<ModuleContext>(async …)` is typed as the callback form.)
 */
export type ModulePlugin = FastifyPluginCallback<ModuleContext> | FastifyPluginAsync<ModuleContext>
