import type { apiFiles as en } from '../en-GB/api-files.ts'

export const apiFiles: Record<keyof typeof en, string> = {
  'file.upload.tooLarge': '文件大小超出限制',
  'file.upload.tooMany': '文件过多：最多{{max}}个',
  'file.upload.unsupportedType': '不支持的文件类型',
  'file.upload.failed': '上传失败，请重试',
  'file.api.forbidden': '您无权查看此文件',
  'file.api.linkExpired': '链接已过期，请在应用中重新打开文件',
  'file.api.notFound': '文件不存在',
}
