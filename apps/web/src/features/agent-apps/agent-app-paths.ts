/** The screens of the agent app's subscription and settings (spec §2: Subscribeto, Subscribetotwo, my/…). */
export const AGENT_APP_PATHS = {
  index: '/pages/Subscribetotwo/index',
  login: '/pages/Subscribeto/sublogin',
  register: '/pages/Subscribeto/subregister',
  settlement: '/pages/Subscribeto/subagent-settlement',
  avatar: '/pages/Subscribeto/avatar',
  order: '/pages/Subscribetotwo/order',
  guide: '/pages/Subscribeto/onInstallationGuide',
  dashboard: '/pages/Subscribetotwo/dashboard',
  appConfig: '/pages/my/appconfig/appconfig',
  myQrCode: '/pages/my/myqrcode/myqrcode',
  phonePreview: '/pages/iphoneiframe',
  userList: '/pages/my/user/user-list',
  userListActive: '/pages/my/user/user-listActive',
  userDetails: '/pages/my/user/user-listdetails',
} as const
