import type { apiListings as en } from '../en-GB/api-listings.ts'

export const apiListings: Record<keyof typeof en, string> = {
  'listing.api.notFound': '未找到该房源',
  'listing.api.cursor': '{{field}} 属于另一个搜索，请从第一页重新开始',
  'listing.api.mlNum': '{{field}} 不是有效的房源编号',
  'listing.api.district':
    '{{field}} 不是所搜城市的行政区：多伦多的行政区为老多伦多、北约克、士嘉堡、怡陶碧谷、东约克、约克和市中心',
  'listing.api.neighbourhood': '{{field}} 不是所搜城市的社区',
  'listing.api.station': '{{field}} 不是所搜城市的轨道交通站',
  'listing.api.campus': '{{field}} 不是所搜城市中已知的校园',
  'listing.share.title': '{{beds}}卧{{kind}} · {{address}}，{{city}} · {{price}}',
  'listing.share.titleLease': '{{beds}}卧{{kind}}出租 · {{address}}，{{city}} · 每月{{price}}',
  'listing.share.description': '{{neighbourhood}}：{{beds}}间卧室，{{baths}}间浴室。挂牌经纪公司：{{brokerage}}。',
  'listing.share.kind.condo': '公寓',
  'listing.share.kind.res': '独立屋',
  'listing.share.kind.Twnhouse': '联排别墅',
  'listing.share.city.toronto': '多伦多',
  'listing.share.city.vancouver': '温哥华',
  'exchangeRate.api.baseCurrency': '{{field}}：基准货币只支持人民币（CNY）',
  'vowTerms.title': '已售及已租房源数据使用条款',
  'vowTerms.intro': '成交价、在售天数和房源历史来自地产局的虚拟办公网站（VOW）数据。您须登录并接受本条款后方可查看。',
  'vowTerms.bonaFide': '您确有购买、出售或租赁数据中所示类型物业的真实意向。',
  'vowTerms.personalUse': '您只将这些数据用于个人的非商业用途。',
  'vowTerms.noRedistribution':
    '您不得复制、转发、再许可、出售或以其他方式分享这些数据的全部或任何部分，包括通过抓取数据或制作衍生产品。',
  'vowTerms.brokerage':
    '您确认，接受本条款即与运营本网站的地产经纪公司建立合法的消费者关系，该经纪公司对向您提供数据的方式负责。',
  'vowTerms.ownership': '您确认 MLS® 数据库归地产局所有并受其版权保护；数据按现状提供，可信但不保证准确。',
  'vowTerms.accepted': '已接受使用条款',
  'vowTerms.registeredOnly': '请使用已注册的账号登录后再接受使用条款',
  'browse.api.deleted': '已从浏览记录中删除',
  'browse.api.cleared': '浏览记录已清空',
  'feed.api.adminOnly': '仅管理员可运行房源数据同步',
  'feed.api.notConfigured': '本服务器未配置房源数据源（RESO_URL 与 RESO_TOKEN）',
  'feed.api.busy': '另一台服务器正在同步房源数据，请稍后再试',
  'feed.api.synced': '房源数据已同步',
}
