import type { apiBasemap as en } from '../en-GB/api-basemap.ts'

export const apiBasemap: Record<keyof typeof en, string> = {
  'map.api.basemap.range': '底图文件中没有所请求范围的数据',
  'map.api.basemap.missing': '服务器无法读取底图文件',
}
