/**
 * The marks a page carries from the server to the browser's scripts (decision 0080): the api's static-web plugin
 * writes them into the page, and the web app's boot script, its start and its takeover read them. Both sides import
 * them from here, so a name changes in one place. Plain strings and a type, importing nothing: the web build writes
 * the strings into the boot script, which must stay one file that runs before any of the app; and core has no DOM.
 */

/** The id of the page's root element, which holds the drawn screen. */
export const APP_ROOT_ID = 'root'
/** The root's attribute that says in which language the server drew the screen. */
export const SERVER_LOCALE_ATTRIBUTE = 'data-server-locale'
/** The root's attribute that says when the server drew the page (ms since the epoch): times on screen are as of it. */
export const SERVER_TIME_ATTRIBUTE = 'data-server-time'
/** The id of the JSON script element that carries the dehydrated answers the screen was drawn from. */
export const SERVER_STATE_ID = 'maplenest-server-state'
/** The id of the JSON script element that carries the boot plan (`BootPlan`). */
export const BOOT_PLAN_ID = 'maplenest-boot'
/** The cookie the page keeps its language in, so the server draws the next page in it. */
export const LOCALE_COOKIE = 'maplenest_locale'
/** The meta element that names the product domains (comma-separated), a run-time setting of the server. */
export const PRODUCT_DOMAINS_META = 'maplenest-product-domains'
/** The meta element that says sign-in is forced (spec §2): every screen but signing in asks for an account first. */
export const FORCED_LOGIN_META = 'maplenest-forced-login'
/** The meta element of an agent's app that names its default language (decision 0133). */
export const APP_LANGUAGE_META = 'maplenest-app-language'

/**
 * The event the app dispatches on the document once it runs the drawn screen: the boot script then gives back the
 * taps it held, and the app's saved answers join its cache.
 */
export const TAKEN_OVER_EVENT = 'maplenest:taken-over'

/** What the server writes on a page it drew, as JSON in the element `BOOT_PLAN_ID`, for the boot script. */
export interface BootPlan {
  /**
   * The entry's scripts in the order they depend on each other, the entry last: each runs as a task of its own, so
   * the phone answers a tap between them instead of running the whole app's start in one long task.
   */
  stages: string[]
  /**
   * Every script the screen needs, in dependency order (the entry's, the screen's, the language's catalogue),
   * fetched at once rather than found import by import. Those not among the stages the app runs one per task before
   * it takes the screen over.
   */
  preload: string[]
}
