/** How often a saved search tells its owner: at once, once a day, once a week, or never (kept to open by hand). */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]

/** Where alerts go besides the in-app notices, which every alert reaches. */
export const SAVED_SEARCH_CHANNELS = ['push', 'email'] as const
export type SavedSearchChannel = (typeof SAVED_SEARCH_CHANNELS)[number]

/** The searches one person keeps. */
export const SAVED_SEARCHES_MAX = 50
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80

/** Push is quiet from 22:00 to 08:00 on the search's city clock: alerts raised then are pushed at 08:00. */
export const ALERT_QUIET_FROM_HOUR = 22
export const ALERT_QUIET_UNTIL_HOUR = 8
/** At most one push per search in this many minutes: alerts in between are grouped into the next one. */
export const ALERT_PUSH_GAP_MINUTES = 15
/** Instant alerts of a search left unopened this many times in a row step the search down to a daily digest. */
export const ALERT_UNOPENED_STEP_DOWN = 5
/** Digests (in-app, push and the e-mail across searches) go out at this hour of the city clock. */
export const ALERT_DIGEST_HOUR = 8
/** The weekly digest's day (ISO weekday: Monday). */
export const ALERT_WEEKLY_DIGEST_WEEKDAY = 1
/** Changes kept after they were matched, for an operator to trace an alert. */
export const LISTING_CHANGES_KEPT_DAYS = 30
