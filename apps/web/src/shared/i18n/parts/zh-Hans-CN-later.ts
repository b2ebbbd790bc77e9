/** The rest of the zh-Hans-CN catalogue, loaded as the app starts: messages only later screens show. */
export { zhHansCNLater as messages } from '@maplenest/core/catalogues/zh-Hans-CN/later'
