/** Web app texts: layout, tab bar, navigation, generic states and browse screens. */
export const uiShell = {
  'ui.shell.skipToContent': 'Skip to content',
  'ui.shell.back': 'Back',
  'ui.shell.favourite': 'Save to favourites',
  'ui.shell.unfavourite': 'Remove from favourites',
  'ui.shell.share': 'Share',
  'ui.shell.shareCopied': 'Link copied',
  'ui.shell.shareUnavailable': 'Sharing is not available in this browser',
  'ui.shell.loading': 'Loading…',
  'ui.shell.loadTimeout.title': 'This page is taking too long',
  'ui.shell.loadTimeout.description': 'Check your connection, then try again.',
  'ui.shell.loadFailed.title': 'This page could not be loaded',
  'ui.shell.loadFailed.description': 'Something went wrong while opening it. Try again, or go back to the home page.',
  'ui.shell.retry': 'Try again',
  'ui.shell.goHome': 'Back to home',
} as const
