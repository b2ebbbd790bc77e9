/** The FAQ: questions by topic with a search over both languages, and one answer. */
export { FaqDetailScreen } from './faq-detail-screen.tsx'
export { FaqListScreen } from './faq-list-screen.tsx'
