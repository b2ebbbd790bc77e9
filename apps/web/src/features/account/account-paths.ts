/** The account screens, as the spec writes them. */
export const ACCOUNT_PATHS = {
  my: '/pages/my/my',
  account: '/pages/my/info/account',
  edit: '/pages/my/info/edit',
  avatar: '/pages/my/info/avatar',
  remind: '/pages/my/info/account-remind',
  applyFor: '/pages/my/info/account-applyfor',
  agreement: '/pages/my/info/account-agreement',
} as const
