export const FEEDBACK_FORM_PATH = '/pages/my/feedback/feedback'
export const FEEDBACK_LIST_PATH = '/pages/my/feedback/feedback-list'
export const feedbackDetailPath = (id: string) => `/pages/my/feedback/feedback-detail?id=${encodeURIComponent(id)}`
