/** The saved searches screen. Its own module, without the listings' paths: the save button loads with every screen. */
export const SAVED_SEARCHES_PATH = '/pages/my/saved-searches/saved-searches'
/** The address that opens one saved search at once (a notice's link): `?open=<id>`. */
export const OPEN_PARAM = 'open'
