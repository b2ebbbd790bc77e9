import type { uiPhonePreview as en } from '../en-GB/ui-phone-preview.ts'

export const uiPhonePreview: Record<keyof typeof en, string> = {
  'ui.phonePreview.frameTitle': '手机上看到的应用',
  'ui.phonePreview.heading': '手机上的 MapleNest',
  'ui.phonePreview.agentHeading': '手机上的您的应用',
  'ui.phonePreview.text': '这是本页在 375 点宽的手机上的样子。用手机扫码即可在手机上打开。',
  'ui.phonePreview.qrAlt': '在手机上打开本页的二维码',
  'ui.phonePreview.openHere': '在此窗口打开',
  'ui.appConfig.preview': '在手机框中预览您的应用',
}
