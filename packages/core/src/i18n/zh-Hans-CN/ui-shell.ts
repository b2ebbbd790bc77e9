import type { uiShell as en } from '../en-GB/ui-shell.ts'

export const uiShell: Record<keyof typeof en, string> = {
  'ui.shell.skipToContent': '跳到正文',
  'ui.shell.back': '返回',
  'ui.shell.favourite': '加入收藏',
  'ui.shell.unfavourite': '取消收藏',
  'ui.shell.share': '分享',
  'ui.shell.shareCopied': '链接已复制',
  'ui.shell.shareUnavailable': '当前浏览器不支持分享',
  'ui.shell.loading': '加载中…',
  'ui.shell.loadTimeout.title': '页面加载时间过长',
  'ui.shell.loadTimeout.description': '请检查网络连接后重试。',
  'ui.shell.loadFailed.title': '页面加载失败',
  'ui.shell.loadFailed.description': '打开页面时出了点问题。请重试，或返回首页。',
  'ui.shell.retry': '重试',
  'ui.shell.goHome': '返回首页',
}
