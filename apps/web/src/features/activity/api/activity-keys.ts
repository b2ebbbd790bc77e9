/** Every read of an agent's clients lives under this key. */
export const ACTIVITY_KEY = ['activity'] as const
export const ACTIVITY_PATH = '/house/api/activity/v1'
