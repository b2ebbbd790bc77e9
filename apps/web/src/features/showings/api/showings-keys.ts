export const SHOWINGS_PATH = '/house/api/appointment/v1'
/** Every showing read lives under this key, so one write refreshes the lists, the detail and My's count. */
export const SHOWINGS_KEY = ['showings'] as const
