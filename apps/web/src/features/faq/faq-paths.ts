export const FAQ_LIST_PATH = '/pages/my/faq/faq-list'
export const faqDetailPath = (id: number) => `/pages/my/faq/faq-detail?id=${id}`
/** Where "Ask us" goes: the feedback form (its path is the route table's, not the feedback feature's). */
export const ASK_US_PATH = '/pages/my/feedback/feedback'
