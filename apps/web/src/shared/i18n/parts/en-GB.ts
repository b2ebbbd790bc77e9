/** The browser's en-GB catalogue chunk: the messages the first screens show (its name is the language's). */
export { enGBFirstScreens as messages } from '@maplenest/core/catalogues/en-GB/first-screens'
