import type { apiPrecons as en } from '../en-GB/api-precons.ts'

export const apiPrecons: Record<keyof typeof en, string> = {
  'precons.api.notFound': '未找到该楼花项目',
  'precons.api.layoutNotFound': '未找到该户型',
  'precons.api.builderNotFound': '未找到该开发商',
  'precons.api.id': '{{field}} 不是有效的项目、户型或开发商编号',
  'precons.api.cursor': '{{field}} 属于另一次搜索，请从第一页重新开始',
  'precons.validation.range': '下限高于上限',
  'precons.share.title': '{{name}} · {{city}}{{neighbourhood}} · {{price}}起',
  'precons.share.description':
    '{{builders}}开发的楼花{{type}}：共{{units}}户，{{stories}}层，预计{{occupancy}}交房。{{status}}。演示数据。',
  'precons.share.layoutTitle': '{{project}} {{layout}} · {{beds}} · {{price}}',
  'precons.share.layoutDescription': '{{sqft}}平方英尺，朝向{{exposure}}，{{ppsf}}。预计{{occupancy}}交房。演示数据。',
  'precons.share.builderTitle': '{{name}} · 楼花项目',
  'precons.share.builderDescription': 'MapleNest 上{{city}}的{{count}}个项目。演示数据。',
  'precons.share.listTitle': '{{city}}楼花项目',
  'precons.share.listDescription': '{{count}}个在售项目，{{price}}起。演示数据。',
  'precons.share.allCities': '多伦多和温哥华',
} as const
