/** The rest of the en-GB catalogue, loaded as the app starts: messages only later screens show. */
export { enGBLater as messages } from '@maplenest/core/catalogues/en-GB/later'
