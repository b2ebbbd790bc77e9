/** The web app's version, as app logs report it. */
export const APP_VERSION = '0.1.0'
