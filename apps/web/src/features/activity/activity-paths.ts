/** The agent's client screens (spec §2 my/user/…) and the dashboard. */
export const ACTIVITY_PATHS = {
  userList: '/pages/my/user/user-list',
  userListActive: '/pages/my/user/user-listActive',
  userDetails: '/pages/my/user/user-listdetails',
  dashboard: '/pages/Subscribetotwo/dashboard',
  appLogList: '/pages/my/public/app-log-list',
} as const

export const userDetailsPath = (userId: string) => `${ACTIVITY_PATHS.userDetails}?userId=${encodeURIComponent(userId)}`
