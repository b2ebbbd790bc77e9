import type { BannerInput } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { banners } from '../db/schema.ts'

/** The FCAC's mortgage pages: the helper banner opens them in the web view (or the browser, when not framable). */
const FCAC_MORTGAGES = 'https://www.canada.ca/en/financial-consumer-agency/services/mortgages.html'

const STUDENT_RENTAL_EN = [
  'Renting your first home in Canada from abroad? A few rules keep your money safe.',
  'See the home, or have someone you trust see it, before paying anything. A unit far below market rent offered by a "landlord abroad" who will mail the keys after an e-transfer is the most common scam reported to Toronto police.',
  'In Ontario a landlord may ask for at most one month’s rent as a last-month’s deposit, and most tenancies use the Standard Lease (form 2229E). In British Columbia the security deposit is at most half a month’s rent (plus at most half a month for a pet), on the RTB-1 agreement, with move-in and move-out inspections.',
  'Demands for four to six months’ rent up front are described as illegal by tenant advocates; ask about a guarantor or a lease-guarantee product instead.',
  'Check an agent’s licence on the RECO (Ontario) or BCFSA (British Columbia) public register. This is information, not legal advice.',
].join('\n\n')

const STUDENT_RENTAL_ZH = [
  '在海外租下第一套加拿大的房子？记住几条规则，保护好你的钱。',
  '付款之前，先亲自看房，或请可信的人代为看房。租金远低于市价、自称“房东在国外”、收到电子转账后再邮寄钥匙，这是多伦多警方最常接到报案的骗局。',
  '在安大略省，房东最多只能收取一个月租金作为最后一个月押金，多数租约须使用标准租约（2229E 表格）。在不列颠哥伦比亚省，押金最多为半个月租金（养宠物另加最多半个月），使用 RTB-1 租约，并在入住和搬出时验房。',
  '租客权益组织认为，要求预付四到六个月租金是违法的；可以改问担保人或租约担保产品。',
  '可在 RECO（安大略省）或 BCFSA（不列颠哥伦比亚省）的公开名录中查询经纪执照。以上为信息，不构成法律意见。',
].join('\n\n')

/**
 * Demo home banners, one of each way a tap can go: a listing (the newest Toronto condo for sale), a category list, a
 * combination list, a notice read in the text view, and a helper opened in the web view. Written once: an
 * administrator's later changes are kept.
 */
export async function seedDemoBanners(app: FastifyInstance): Promise<number> {
  const db = app.database.db
  const counted = (await db.execute(sql`select count(*)::int as n from banners`)) as unknown as {
    rows: { n: number }[]
  }
  if (counted.rows[0]?.n) return 0
  const found = (await db.execute(sql`
    select ml_num, neighbourhood from listings
    where city = 'toronto' and sr = 'Sale' and room_type = 'condo' and lsc = 'new'
    order by input_date desc, ml_num limit 1`)) as unknown as { rows: { ml_num: string; neighbourhood: string }[] }
  const newest = found.rows[0]
  const demo: Omit<BannerInput, 'active' | 'startsAt' | 'endsAt'>[] = [
    ...(newest
      ? [
          {
            kind: 'product' as const,
            titleEn: `Just listed in ${newest.neighbourhood}`,
            titleZh: `${newest.neighbourhood} 新上市`,
            subtitleEn: 'A new condo for sale — book a showing today',
            subtitleZh: '新上市公寓出售，今天就预约看房',
            textEn: '',
            textZh: '',
            target: newest.ml_num,
            url: null,
            tint: '#0A6B4B',
            sort: 10,
          },
        ]
      : []),
    {
      kind: 'category',
      titleEn: 'Condos for rent',
      titleZh: '出租公寓',
      subtitleEn: 'Furnished and unfurnished, near campus and transit',
      subtitleZh: '带家具或不带家具，靠近校园与公交',
      textEn: '',
      textZh: '',
      target: 'Lease:condo',
      url: null,
      tint: '#1F4E8C',
      sort: 20,
    },
    {
      kind: 'combination',
      titleEn: 'Vancouver townhouses',
      titleZh: '温哥华联排别墅',
      subtitleEn: 'Room for a family, with a yard',
      subtitleZh: '适合家庭，带庭院',
      textEn: '',
      textZh: '',
      target: 'sr=Sale&city=vancouver&roomType=Twnhouse',
      url: null,
      tint: '#6B3E8C',
      sort: 30,
    },
    {
      kind: 'notice',
      titleEn: 'Renting as a student?',
      titleZh: '留学生租房须知',
      subtitleEn: 'Deposits, leases and the scams to avoid',
      subtitleZh: '押金、租约与常见骗局',
      textEn: STUDENT_RENTAL_EN,
      textZh: STUDENT_RENTAL_ZH,
      target: null,
      url: null,
      tint: '#8A4B08',
      sort: 40,
    },
    {
      kind: 'helper',
      titleEn: 'Mortgage basics',
      titleZh: '按揭基础知识',
      subtitleEn: 'The government of Canada’s guide',
      subtitleZh: '加拿大政府的按揭指南',
      textEn: '',
      textZh: '',
      target: null,
      url: FCAC_MORTGAGES,
      tint: '#2D3A4A',
      sort: 50,
    },
  ]
  await db.insert(banners).values(demo.map((b) => ({ ...b, active: true })))
  return demo.length
}
