import type { AgentLanguage, City, RoomType } from '@maplenest/core'
import type { AgentCertificate } from '../../db/schema.ts'
import type { Rng } from '../../lib/rng.ts'
import type { NewAgentProfileRow, NewDirectListingRow } from '../../modules/agents/agents-repository.ts'
import type { SeedSize } from '../listings/generate.ts'
import {
  BROKERAGES,
  CERTIFICATES,
  CHINESE_NAMES,
  DIRECT_AREAS,
  DIVISIONS,
  ENGLISH_NAMES,
  FIELDS,
  OTHER_LANGUAGES,
  OWNER_NAMES,
} from './catalogue.ts'

export const AGENT_SEED_SIZES: Record<SeedSize, { agents: number; direct: number; owners: number }> = {
  tiny: { agents: 12, direct: 10, owners: 5 },
  default: { agents: 60, direct: 80, owners: 24 },
  large: { agents: 300, direct: 400, owners: 80 },
  huge: { agents: 600, direct: 800, owners: 160 },
}

/** A demo agent: their account (e-mail, phone, display name) and the profile without the user id. */
export interface DemoAgent {
  account: { email: string; phonenumber: string | null; userName: string; orgName: string }
  profile: Omit<NewAgentProfileRow, 'userId'>
}

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.')

const AREA_CODES: Record<City, readonly string[]> = { toronto: ['416', '647', '905'], vancouver: ['604', '778'] }

function certificatesFor(rng: Rng, city: City, experience: number, anchorYear: number): AgentCertificate[] {
  const list = CERTIFICATES[city]
  const first = list[0] as { name: string; issuer: string }
  const out: AgentCertificate[] = [{ ...first, year: anchorYear - experience }]
  if (experience >= 8 && rng.chance(0.5))
    out.push({ ...(list[1] as (typeof list)[number]), year: anchorYear - experience + 3 })
  for (const extra of list.slice(2))
    if (rng.chance(0.35)) out.push({ ...extra, year: anchorYear - rng.int(0, Math.max(1, experience - 1)) })
  return out
}

function englishIntro(name: string, city: City, division: string, experience: number, field: string, company: string) {
  const cityName = city === 'toronto' ? 'Toronto' : 'Vancouver'
  return `${name} has helped buyers, sellers and tenants across ${division} and greater ${cityName} for ${experience} years. Focus: ${field.toLowerCase()}. With ${company}, ${name.split(' ')[0]} prepares a clear plan for every client — pricing with recent sold data, honest advice on offers and conditions, and steady communication until closing.`
}

function chineseIntro(zhName: string, division: string, experience: number, field: string) {
  return `您好！我是${zhName}，在${division}从事房地产工作${experience}年，专注${field}。熟悉学区、交通与社区配套，能用中文全程为您讲解合同条款和交易流程。无论买房、卖房还是租房，我都会为您量身制定方案，让每一步都安心透明。欢迎添加微信咨询！`
}

/** Deterministic demo agents, alternating Toronto and Vancouver. */
export function generateAgents(rng: Rng, count: number, anchor: Date): DemoAgent[] {
  const agents: DemoAgent[] = []
  const anchorYear = anchor.getUTCFullYear()
  for (let i = 0; i < count; i++) {
    const city: City = i % 2 === 0 ? 'toronto' : 'vancouver'
    const chinese = rng.chance(0.55)
    const pair = chinese ? CHINESE_NAMES[i % CHINESE_NAMES.length] : null
    const base = pair ? pair[0] : (ENGLISH_NAMES[i % ENGLISH_NAMES.length] as string)
    const round = Math.floor(i / (pair ? CHINESE_NAMES.length : ENGLISH_NAMES.length))
    const name = round > 0 ? `${base} ${String.fromCharCode(65 + (round % 26))}.` : base
    const zhName = pair ? pair[1] : ''
    const brokerage = rng.pick(BROKERAGES[city])
    // The agent serves the area their office stands in.
    const division = DIVISIONS[city].find((d) => d.en === brokerage.division)
    if (!division) throw new Error(`no division ${brokerage.division}`)
    const field = rng.pick(FIELDS)
    const experience = rng.int(2, 28)
    const languages: AgentLanguage[] = ['english']
    if (chinese) {
      languages.push('mandarin')
      if (rng.chance(city === 'vancouver' ? 0.6 : 0.35)) languages.push('cantonese')
    } else if (rng.chance(0.5)) {
      languages.push(rng.pick(OTHER_LANGUAGES))
    }
    const serviceCities: City[] = rng.chance(0.12) ? ['toronto', 'vancouver'] : [city]
    const handle = slug(base)
    const phone = rng.chance(0.08) ? '' : `+1${rng.pick(AREA_CODES[city])}555${String(200 + i).padStart(4, '0')}`
    const email = `${handle}${round > 0 ? round : ''}@agents.demo.maplenest.ca`
    const rating = Math.round(rng.range(3.6, 5.0) * 10) / 10
    const transactionsCount = Math.round(experience * rng.range(3, 14))
    const website = rng.chance(0.7) ? `https://${handle.replace(/\./g, '')}.demo.maplenest.ca` : ''
    agents.push({
      account: { email, phonenumber: phone || null, userName: name, orgName: brokerage.name },
      profile: {
        name: zhName ? `${name} ${zhName}` : name,
        practiceName: zhName ? `${name} · ${zhName}` : `${name}, REALTOR®`,
        practiceId: city === 'toronto' ? `RECO-${4_800_000 + i * 137}` : `BCFSA-${160_000 + i * 71}`,
        wechatId: chinese || rng.chance(0.3) ? `${handle.replace(/\./g, '_')}_re` : '',
        phone,
        email,
        fax: brokerage.fax,
        companyName: brokerage.name,
        address: brokerage.address,
        professionalField: zhName ? `${field[0]} / ${field[1]}` : field[0],
        // "North York, Toronto, ON", but "Markham, ON" rather than "Markham, Markham, ON".
        location: division.region.startsWith(division.en) ? division.region : `${division.en}, ${division.region}`,
        officialAccount: chinese ? `${zhName}说地产` : '',
        introduction: chinese
          ? chineseIntro(zhName, division.zh, experience, field[1])
          : englishIntro(name, city, division.en, experience, field[0], brokerage.name),
        website,
        divisionName: division.zh,
        divisionNameEn: division.en,
        divisionId: division.id,
        remarks: rng.chance(0.3) ? (chinese ? '周末可预约看房' : 'Weekend showings by appointment') : '',
        experience,
        rating,
        languages,
        serviceCities,
        transactionsCount,
        certificates: certificatesFor(rng, city, experience, anchorYear),
        appointmentStart: rng.pick(['08:30', '09:00', '10:00']),
        appointmentEnd: rng.pick(['18:00', '19:00', '20:00']),
      },
    })
  }
  return agents
}

/** The full profile of the demo agent account (an approved broker): every field filled. */
export function demoAgentProfile(anchor: Date): Omit<NewAgentProfileRow, 'userId'> {
  const year = anchor.getUTCFullYear()
  return {
    name: 'Olivia Chen 陈思雨',
    practiceName: 'Olivia Chen, Broker · 陈思雨',
    practiceId: 'RECO-4712093',
    wechatId: 'olivia_chen_maple',
    phone: '+14165550102',
    email: 'agent@demo.maplenest.ca',
    fax: '+14165550112',
    companyName: 'Maple & King Realty Inc., Brokerage',
    address: '100 King St W, Suite 5700, Toronto, ON M5X 1C7',
    professionalField: 'Downtown condos, pre-construction and relocation / 市中心公寓、楼花及移民安家',
    location: 'Downtown Toronto, Toronto, ON',
    officialAccount: '陈思雨多伦多地产',
    introduction:
      'Olivia Chen has guided buyers, sellers and newcomers through Toronto’s condo market for 12 years, from first purchases in Liberty Village to pre-construction assignments at Yonge and Eglinton. 您好！我是陈思雨，可用普通话、粤语和英语为您服务，从看房、出价到交接全程陪同。',
    website: 'https://oliviachen.demo.maplenest.ca',
    divisionName: '多伦多市中心',
    divisionNameEn: 'Downtown Toronto',
    divisionId: '3520005',
    remarks: 'Evening video tours available on request. 可预约晚间视频看房。',
    experience: 12,
    rating: 4.9,
    languages: ['english', 'mandarin', 'cantonese'],
    serviceCities: ['toronto'],
    transactionsCount: 186,
    certificates: [
      { name: 'Registered Real Estate Broker', issuer: 'Real Estate Council of Ontario (RECO)', year: year - 8 },
      { name: 'Registered Real Estate Salesperson', issuer: 'Real Estate Council of Ontario (RECO)', year: year - 12 },
      { name: 'Accredited Buyer’s Representative (ABR)', issuer: 'Real Estate Buyer’s Agent Council', year: year - 5 },
    ],
    appointmentStart: '09:00',
    appointmentEnd: '20:00',
  }
}

export interface DemoOwner {
  email: string
  phonenumber: string
  userName: string
}

export function generateOwners(count: number): DemoOwner[] {
  return Array.from({ length: count }, (_, i) => {
    const name = OWNER_NAMES[i % OWNER_NAMES.length] as string
    const round = Math.floor(i / OWNER_NAMES.length)
    return {
      email: `owner${i + 1}@owners.demo.maplenest.ca`,
      phonenumber: `+1${i % 2 === 0 ? '416' : '604'}555${String(7000 + i).padStart(4, '0')}`,
      userName: round > 0 ? `${name} ${round + 1}` : name,
    }
  })
}

const DESCRIPTIONS: Record<RoomType, string[]> = {
  condo: [
    'Bright corner suite with floor-to-ceiling windows, updated kitchen and an open balcony. Selling directly: no agents, please.',
    '业主自售：南向两房公寓，全新装修，近地铁及商场，拎包入住。',
  ],
  res: [
    'Well-kept family home on a quiet street, finished basement, private garden and garage. Owner selling directly.',
    '业主直售独立屋：安静街区，带花园和车库，地下室已装修，近好学校。',
  ],
  Twnhouse: [
    'Three-level townhouse with a rooftop terrace, two parking spots and low fees. Direct from the owner.',
    '联排别墅业主直租/直售：三层带屋顶露台，两个车位，管理费低。',
  ],
}

/** Owner-direct listings, alternating cities; `owner` is an index into the owners list. */
export function generateDirectListings(
  rng: Rng,
  count: number,
  owners: number,
  anchor: Date,
): Array<Omit<NewDirectListingRow, 'ownerId'> & { owner: number }> {
  return Array.from({ length: count }, (_, i) => {
    const city: City = i % 3 === 2 ? 'vancouver' : 'toronto'
    const area = rng.pick(DIRECT_AREAS[city])
    const type = rng.weighted([
      ['condo', 5],
      ['res', 3],
      ['Twnhouse', 2],
    ] as const)
    const sr = rng.chance(0.45) ? 'Lease' : 'Sale'
    const beds = type === 'condo' ? rng.int(0, 3) : rng.int(2, 5)
    const baths = Math.max(1, beds - rng.int(0, 1))
    const sqft = type === 'condo' ? rng.int(420, 1300) : rng.int(1200, 3600)
    const base = type === 'condo' ? 650_000 : type === 'Twnhouse' ? 1_050_000 : 1_600_000
    const price =
      sr === 'Sale'
        ? Math.round((base * rng.range(0.8, 1.6) * (city === 'vancouver' ? 1.1 : 1)) / 1000) * 1000
        : Math.round(((type === 'condo' ? 2500 : 3800) * rng.range(0.85, 1.5)) / 50) * 50
    const owner = rng.int(0, owners - 1)
    const ownerName = OWNER_NAMES[owner % OWNER_NAMES.length] as string
    const createdAt = new Date(anchor.getTime() - rng.int(0, 60 * 24 * 60) * 60_000)
    return {
      owner,
      city,
      sr,
      type,
      address: `${rng.int(10, 980)} ${rng.pick(area.streets)}${type === 'condo' ? `, Unit ${rng.int(2, 40)}0${rng.int(1, 9)}` : ''}`,
      neighbourhood: area.name,
      location: { x: area.lng + rng.range(-0.008, 0.008), y: area.lat + rng.range(-0.006, 0.006) },
      price,
      beds,
      baths,
      sqft,
      description: rng.pick(DESCRIPTIONS[type]),
      photoCount: rng.int(2, 5),
      contactName: ownerName,
      contactPhone: `+1${city === 'toronto' ? '416' : '604'}555${String(7000 + owner).padStart(4, '0')}`,
      contactEmail: `owner${owner + 1}@owners.demo.maplenest.ca`,
      status: 'active',
      createdAt,
    }
  })
}
