export { agentsModule } from './agents-module.ts'
export type { AgentsService } from './agents-service.ts'
export { type ApplicationReview, createApplicationReview } from './application-review.ts'
