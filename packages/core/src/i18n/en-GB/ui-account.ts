/** Web app texts: sign-in, registration, password reset, account and settings screens. */
export const uiAccount = {
  'ui.account.placeholder': 'account',
} as const
