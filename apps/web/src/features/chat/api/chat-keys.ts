export const CHAT_PATH = '/house/api/chat/v1'
export const CHAT_SESSIONS_KEY = ['chat', 'sessions'] as const
