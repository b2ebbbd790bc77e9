/** Feedback: the form with images, the person's list, and one feedback with our reply. */
export { FeedbackDetailScreen } from './feedback-detail-screen.tsx'
export { FeedbackFormScreen } from './feedback-form-screen.tsx'
export { FeedbackListScreen } from './feedback-list-screen.tsx'
