/** Why an account is needed, asked before a visitor is sent to sign in (a heart, sharing a map selection). */
export const signInPrompts = {
  'ui.map.share.signIn.title': 'Sign in to share',
  'ui.map.share.signIn.why':
    'A shared link is made from your account, so that you can stop sharing it later. After signing in you come back to this map as you left it, with your selection, and the link is made.',
  'ui.map.share.signIn.confirm': 'Sign in',
  'ui.map.share.signIn.cancel': 'Not now',
  'favourite.signIn.title': 'Sign in to save favourites',
  'favourite.signIn.why':
    'Favourites are kept in your account, so you find them on any device and hear when their price or status changes. After signing in you come back here, and this one is saved.',
  'favourite.signIn.confirm': 'Sign in',
  'favourite.signIn.cancel': 'Not now',
} as const
