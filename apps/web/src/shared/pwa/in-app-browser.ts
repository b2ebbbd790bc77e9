/**
 * The browsers built into other apps, which cannot add a web app to the home screen and mostly refuse downloads:
 * WeChat's (by far the most common among our Chinese-speaking users, on phones and on its desktop app), and those of
 * QQ, Weibo, Facebook, Instagram, LINE and WhatsApp. Read from the user agent, which is all they tell.
 */
export type InAppBrowser = 'wechat' | 'other'

export function inAppBrowser(userAgent: string): InAppBrowser | null {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat'
  if (/\bQQ\/|Weibo|FBAN|FBAV|Instagram|\bLine\/|WhatsApp/i.test(userAgent)) return 'other'
  return null
}

/** Whether this page is open in another app's browser. */
export const isInAppBrowser = (userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent) =>
  inAppBrowser(userAgent) !== null
