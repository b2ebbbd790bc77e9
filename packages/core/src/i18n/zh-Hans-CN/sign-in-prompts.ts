/** Why an account is needed, asked before a visitor is sent to sign in (a heart, sharing a map selection). */
export const signInPrompts = {
  'ui.map.share.signIn.title': '登录后即可分享',
  'ui.map.share.signIn.why':
    '分享链接由您的账户生成，之后可随时停止分享。登录后将回到离开时的地图，所选房源保持不变，并自动生成链接。',
  'ui.map.share.signIn.confirm': '去登录',
  'ui.map.share.signIn.cancel': '暂不',
  'favourite.signIn.title': '登录后即可收藏',
  'favourite.signIn.why':
    '收藏保存在您的账户中，换设备也能看到，价格或状态变化时会通知您。登录后将回到当前页面，并收藏这一项。',
  'favourite.signIn.confirm': '去登录',
  'favourite.signIn.cancel': '暂不',
} as const
