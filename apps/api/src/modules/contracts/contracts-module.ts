import fp from 'fastify-plugin'
import { unauthorized } from '../../lib/http-error.ts'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createContractsRepository } from './contracts-repository.ts'
import { contractsRoutes } from './contracts-routes.ts'
import { type ContractsService, createContractsService } from './contracts-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Lease contracts agents issue to tenants, their PDFs and the reminders before their end dates. */
    contracts: ContractsService
  }
}

/** Contracts: PDFs through the file storage, news and reminders through the notification centre. */
export const contractsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const contracts = createContractsService({
      repository: createContractsRepository(ctx.transactor),
      users: app.users,
      files: app.files,
      notices: app.notices,
      run: ctx.transactor.run,
      now: ctx.now,
    })
    app.decorate('contracts', contracts)
    // A lease PDF is previewed by its two parties only, as the contract itself is read.
    app.files.allowReader('contract-pdf', (key, viewer) => contracts.mayReadFile(viewer, key))
    // The contract's own file URL previews too, through the same check as the contract.
    app.files.addPreviewPath(/^\/house\/api\/contract\/v1\/([0-9a-f-]{36})\/file$/, async (match, viewer) => {
      if (!viewer) throw unauthorized()
      return (await contracts.requireFileKey(viewer, match[1]!)) ?? null
    })
    await app.register(contractsRoutes, { contracts, files: app.files })
  },
  {
    name: 'maplenest-contracts',
    dependencies: ['maplenest-viewer', 'maplenest-users', 'maplenest-files', 'maplenest-notices'],
  },
)
