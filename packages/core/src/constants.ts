/** Business constants of spec §9, in one place. Durations in milliseconds unless named otherwise. */
export const TENANT_ID = '000000'
export const VISITOR_GRANT_TYPE = 'app'
export const VISITOR_TYPE = 'visitor'

export const REQUEST_TIMEOUT_MS = 60_000
export const PAGE_LOADING_DELAY_MS = 200
export const PAGE_TIMEOUT_MS = 60_000
export const CHUNK_TIMEOUT_MS = 120_000
export const DUPLICATE_CALL_WINDOW_MS = 300
export const DEFAULT_DEBOUNCE_MS = 500
export const TOURIST_TOAST_MS = 4_000
export const PWA_FIRST_OPEN_REDIRECT_MS = 3_000
export const TOAST_MS = 2_000
export const CONNECTION_LOST_RELAUNCH_MS = 2_000
export const STORAGE_RETRY_COUNT = 3
export const STORAGE_RETRY_DELAY_MS = 100

export const CODE_LENGTH = 4
export const CODE_RESEND_INTERVAL_S = 60
export const CODE_TTL_S = 10 * 60
export const CODE_MAX_ATTEMPTS = 5

export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 18

export const ACCESS_TOKEN_TTL_S = 15 * 60
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60

export const MAP_SHARE_LIMIT = 20
export const DRAW_MIN_POINTS = 3
export const FEEDBACK_MAX_IMAGES = 9
export const MAX_PAGE_WIDTH_PX = 1024
export const BASE_WIDTH_PX = 375

export const THEME_COLOR = '#04D188'
export const TAB_COLOR = '#666666'
export const TAB_SELECTED_COLOR = '#04D188'
export const PWA_THEME_COLOR = '#e9fff7'
export const CHAT_BUTTON_SIZE = { width: 65, height: 66 } as const
/** A cart (compare basket) row's swipe opens in 0.25 s and closes in 0.15 s (spec §4). */
export const CART_SWIPE_OPEN_MS = 250
export const CART_SWIPE_CLOSE_MS = 150

export const SQFT_TO_M2 = 0.092903
export const RECORD_RETENTION_YEARS = 3
