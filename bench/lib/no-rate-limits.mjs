/** Server settings that lift every rate limit far above what a bench sends, so the figures measure the server. */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  VISITOR_RATE_LIMIT_PER_MINUTE: '100000000',
  HEAVY_RATE_LIMIT_PER_MINUTE: '100000000',
}
