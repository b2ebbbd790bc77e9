export { feedbackModule } from './feedback-module.ts'
export type { FeedbackService } from './feedback-service.ts'
