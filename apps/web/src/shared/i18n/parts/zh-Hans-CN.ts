/** The browser's zh-Hans-CN catalogue chunk: the messages the first screens show (its name is the language's). */
export { zhHansCNFirstScreens as messages } from '@maplenest/core/catalogues/zh-Hans-CN/first-screens'
