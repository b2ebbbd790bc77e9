import type { City } from '@maplenest/core'
import { GEO } from './geo.ts'

/** A university or college campus of the geographic reference, with its id and, where known, its Chinese name. */
export interface Campus {
  id: string
  name: string
  nameZh: string | null
  city: City
  lat: number
  lng: number
}

/** Chinese names in common use (the reference names campuses in English only). */
const ZH_NAMES: Record<string, string> = {
  'University of Toronto - St. George': '多伦多大学圣乔治校区',
  'University of Toronto Scarborough': '多伦多大学士嘉堡校区',
  'Toronto Metropolitan University': '多伦多都会大学',
  'York University - Keele': '约克大学基尔校区',
  'OCAD University': '安大略艺术设计大学',
  'George Brown College - Casa Loma': '乔治布朗学院卡萨罗马校区',
  'George Brown College - St. James': '乔治布朗学院圣詹姆斯校区',
  'Humber Polytechnic - North': '汉博理工学院北校区',
  'Seneca Polytechnic - Newnham': '圣力嘉理工学院纽汉校区',
  'Centennial College - Progress': '百年理工学院普罗格雷斯校区',
  'Simon Fraser University - Vancouver (Harbour Centre)': '西蒙菲莎大学温哥华校区（海港中心）',
  'Langara College': '兰加拉学院',
  'Emily Carr University of Art + Design': '艾米丽·卡尔艺术与设计大学',
}

/** "University of Toronto - St. George" → "university-of-toronto-st-george". */
export function campusId(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const CAMPUSES: readonly Campus[] = (['toronto', 'vancouver'] as const).flatMap((city) =>
  GEO.campuses[city].map((c) => ({
    id: campusId(c.name),
    name: c.name,
    nameZh: ZH_NAMES[c.name] ?? null,
    city,
    lat: c.lat,
    lng: c.lng,
  })),
)
