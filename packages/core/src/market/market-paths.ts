/** Where the market screen lives in the app. */

/** The path of the market screen the home page's Market tile opens. */
export const MARKET_PATH = '/pages/market/market'
