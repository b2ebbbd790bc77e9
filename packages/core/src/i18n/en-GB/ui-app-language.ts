/** The language of an agent's app (decision 0133): its default language in her settings, and her invite links'. */
export const uiAppLanguage = {
  'ui.appConfig.field.language': 'Language your app opens in',
  'ui.appConfig.field.languageHint':
    'For clients who have not chosen a language themselves. Each of them can still change it in Settings.',
  'ui.qr.language.legend': 'Language the link opens in',
  'ui.qr.language.none': 'Their own',
  'ui.qr.language.hint':
    'Whoever opens this link sees your app in the language chosen here, and keeps it until they choose another.',
  'ui.qr.language.noneHint': 'Whoever opens this link sees your app in their own language, else in your app’s.',
  'ui.qr.linkFailed': 'The short link could not be made. The full link below works as well.',
} as const
