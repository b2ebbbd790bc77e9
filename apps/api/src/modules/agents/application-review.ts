import type { Transactor } from '../../db/transaction.ts'
import type { UsersService } from '../users/index.ts'
import { createAgentsRepository } from './agents-repository.ts'
import { type AgentsService, createAgentsService } from './agents-service.ts'

/** What reviewing an application may do: find one and approve or reject it. */
type ApplicationReview = Pick<AgentsService, 'findPendingApplicationId' | 'approve' | 'reject'>

function noFiles(): never {
  throw new Error('reviewing an application reads and writes no files')
}

/**
 * The agents' review rules without the app (the approve command): the same service over one transactor and the
 * users service, with no file storage, which a review never touches.
 */
export function createApplicationReview(deps: {
  transactor: Transactor
  users: UsersService
  now: () => Date
}): ApplicationReview {
  const agents = createAgentsService({
    repository: createAgentsRepository(deps.transactor),
    users: deps.users,
    files: { process: noFiles, save: noFiles, url: noFiles },
    run: deps.transactor.run,
    now: deps.now,
  })
  return {
    findPendingApplicationId: agents.findPendingApplicationId,
    approve: agents.approve,
    reject: agents.reject,
  }
}
