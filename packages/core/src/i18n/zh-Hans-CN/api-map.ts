import { DRAW_MIN_POINTS, MAP_SHARE_LIMIT } from '../../constants.ts'
import type { apiMap as en } from '../en-GB/api-map.ts'

export const apiMap: Record<keyof typeof en, string> = {
  'map.api.bbox.format': '{{field}} 须为四个数字：西,南,东,北',
  'map.api.bbox.range': '{{field}}：经度须在 -180 到 180 之间，纬度须在 -90 到 90 之间',
  'map.api.bbox.order': '{{field}}：西边须小于东边，南边须小于北边',
  'map.api.zoom': '{{field}} 须为 0 到 22 之间的数字',
  'map.api.point.lat': '{{field}} 须为 -90 到 90 之间的纬度',
  'map.api.point.lng': '{{field}} 须为 -180 到 180 之间的经度',
  'map.api.polygon.tooFew': `{{field}}：请至少画 ${DRAW_MIN_POINTS} 个点`,
  'map.api.polygon.tooMany': '{{field}}：一个区域最多 500 个点',
  'map.api.polygon.selfIntersecting': '{{field}}：区域的边相互交叉，请重新画',
  'map.api.noListings': '未找到房源，请重新画区域',
  'map.api.zoomIn': '请放大地图后再画区域',
  'map.api.share.tooMany': `超过 ${MAP_SHARE_LIMIT} 套上限：每次最多分享 ${MAP_SHARE_LIMIT} 套房源`,
  'map.api.share.empty': '{{field}}：请至少选择一套房源再分享',
  'map.api.share.mlNum': '{{field}} 不是有效的房源编号',
  'map.api.share.duplicate': '{{field}}：同一套房源只能分享一次',
  'map.api.share.unknown': '{{field}}：没有编号为 {{value}} 的房源',
  'map.api.share.signIn': '请登录后再分享房源',
  'map.api.share.notFound': '该分享不存在',
  'map.api.shareId': '{{field}} 不是有效的分享链接',
}
