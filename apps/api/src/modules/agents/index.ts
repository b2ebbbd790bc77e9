export { agentsModule } from './agents-module.ts'
export type { AgentsService } from './agents-service.ts'
export { createApplicationReview } from './application-review.ts'
