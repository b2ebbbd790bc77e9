export { faqModule } from './faq-module.ts'
export type { FaqAdminEntry, FaqService } from './faq-service.ts'
