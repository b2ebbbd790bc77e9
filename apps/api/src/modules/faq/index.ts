export { faqModule } from './faq-module.ts'
export type { FaqService } from './faq-service.ts'
