import type {
  AgentLanguage,
  CommuteMode,
  DepositOffer,
  InspectionMode,
  RENTAL_PREFERENCES,
  RentalBedrooms,
  RentalDemand,
  RentalDemandField,
  RentalDemandForm,
  RentalPlaceType,
} from '@maplenest/core'

type Preference = (typeof RENTAL_PREFERENCES)[number]

/** What the form holds while typed: texts as typed, choices as picked ('' for none yet). */
export interface DemandValues {
  name: string
  phone: string
  email: string
  wechat: string
  roommateName: string
  profile: string
  nationality: string
  gender: string
  birthYear: string
  languages: AgentLanguage[]
  education: string
  school: string
  major: string
  rentPayer: string
  budget: string
  guarantor: boolean
  pets: boolean
  acceptRoommates: boolean
  preferences: Preference[]
  hobbies: string
  emergencyName: string
  emergencyPhone: string
  moveIn: string
  moveOut: string
  placeType: RentalPlaceType
  bedrooms: RentalBedrooms | ''
  neighbourhoods: string[]
  commuteMode: CommuteMode
  commuteMinutes: number
  parking: boolean
  creditReport: boolean
  jobProof: boolean
  deposit: DepositOffer
  prepay: number
  canInspect: InspectionMode
  parentWechat: string
  parentPhone: string
  message: string
  remark: string
}

export const EMPTY_DEMAND: DemandValues = {
  name: '',
  phone: '',
  email: '',
  wechat: '',
  roommateName: '',
  profile: '',
  nationality: '',
  gender: '',
  birthYear: '',
  languages: [],
  education: '',
  school: '',
  major: '',
  rentPayer: '',
  budget: '',
  guarantor: false,
  pets: false,
  acceptRoommates: false,
  preferences: [],
  hobbies: '',
  emergencyName: '',
  emergencyPhone: '',
  moveIn: '',
  moveOut: '',
  placeType: 'wholeUnit',
  bedrooms: '',
  neighbourhoods: [],
  commuteMode: 'transit',
  commuteMinutes: 30,
  parking: false,
  creditReport: false,
  jobProof: false,
  deposit: 'none',
  prepay: 0,
  canInspect: 'inPerson',
  parentWechat: '',
  parentPhone: '',
  message: '',
  remark: '',
}

/** The form's steps, each a group of fields validated before the next; every field of the spec is in one. */
export const DEMAND_STEPS = [
  { key: 'where', fields: ['school', 'location', 'placeType', 'bedrooms', 'budget', 'moveIn', 'moveOut', 'parking'] },
  {
    key: 'you',
    fields: [
      'name',
      'phone',
      'email',
      'wechat',
      'profile',
      'nationality',
      'gender',
      'birthYear',
      'languages',
      'education',
      'major',
      'hobbies',
    ],
  },
  {
    key: 'living',
    fields: [
      'roommateName',
      'acceptRoommates',
      'pets',
      'preferences',
      'rentPayer',
      'guarantor',
      'creditReport',
      'jobProof',
      'deposit',
      'prepay',
      'canInspect',
    ],
  },
  { key: 'contacts', fields: ['emergencyName', 'emergencyPhone', 'parentWechat', 'parentPhone', 'message', 'remark'] },
] as const satisfies readonly { key: string; fields: readonly RentalDemandField[] }[]

const orUndefined = (v: string) => (v === '' ? undefined : v)
const whole = (v: string) => (v.trim() === '' ? undefined : Number(v.trim().replace(/[,\s$]/g, '')))

/** The request the form sends: empty optional texts as null, numbers as numbers, the location as one object. */
export function toDemandRequest(v: DemandValues): RentalDemandForm {
  return {
    name: v.name,
    phone: v.phone,
    email: v.email,
    wechat: v.wechat || null,
    roommateName: v.roommateName || null,
    profile: v.profile || null,
    nationality: v.nationality || null,
    gender: (orUndefined(v.gender) as RentalDemandForm['gender']) ?? null,
    birthYear: whole(v.birthYear) ?? null,
    languages: v.languages,
    education: (orUndefined(v.education) as RentalDemandForm['education']) ?? null,
    school: v.school,
    major: v.major || null,
    rentPayer: (orUndefined(v.rentPayer) as RentalDemandForm['rentPayer']) ?? null,
    budget: whole(v.budget) as number,
    guarantor: v.guarantor,
    pets: v.pets,
    acceptRoommates: v.acceptRoommates,
    preferences: v.preferences,
    hobbies: v.hobbies || null,
    emergencyName: v.emergencyName || null,
    emergencyPhone: v.emergencyPhone || null,
    moveIn: v.moveIn,
    moveOut: v.moveOut,
    placeType: v.placeType,
    bedrooms: orUndefined(v.bedrooms) as RentalBedrooms,
    location: { neighbourhoods: v.neighbourhoods, commuteMode: v.commuteMode, commuteMinutes: v.commuteMinutes },
    parking: v.parking,
    creditReport: v.creditReport,
    jobProof: v.jobProof,
    deposit: v.deposit,
    prepay: v.prepay,
    canInspect: v.canInspect,
    parentWechat: v.parentWechat || null,
    parentPhone: v.parentPhone || null,
    message: v.message || null,
    remark: v.remark || null,
  }
}

/** A published demand back in the form, to change it. */
export function fromDemand(d: RentalDemand): DemandValues {
  return {
    name: d.name,
    phone: d.phone,
    email: d.email,
    wechat: d.wechat ?? '',
    roommateName: d.roommateName ?? '',
    profile: d.profile ?? '',
    nationality: d.nationality ?? '',
    gender: d.gender ?? '',
    birthYear: d.birthYear == null ? '' : String(d.birthYear),
    languages: d.languages,
    education: d.education ?? '',
    school: d.school,
    major: d.major ?? '',
    rentPayer: d.rentPayer ?? '',
    budget: String(d.budget),
    guarantor: d.guarantor,
    pets: d.pets,
    acceptRoommates: d.acceptRoommates,
    preferences: d.preferences,
    hobbies: d.hobbies ?? '',
    emergencyName: d.emergencyName ?? '',
    emergencyPhone: d.emergencyPhone ?? '',
    moveIn: d.moveIn,
    moveOut: d.moveOut,
    placeType: d.placeType,
    bedrooms: d.bedrooms,
    neighbourhoods: d.location.neighbourhoods,
    commuteMode: d.location.commuteMode,
    commuteMinutes: d.location.commuteMinutes,
    parking: d.parking,
    creditReport: d.creditReport,
    jobProof: d.jobProof,
    deposit: d.deposit,
    prepay: d.prepay,
    canInspect: d.canInspect,
    parentWechat: d.parentWechat ?? '',
    parentPhone: d.parentPhone ?? '',
    message: d.message ?? '',
    remark: d.remark ?? '',
  }
}

/** A draft read back from storage: only the keys the form knows, of the right kinds; anything else is dropped. */
export function readDraft(raw: unknown): DemandValues | null {
  if (typeof raw !== 'object' || raw === null) return null
  const out: Record<string, unknown> = { ...EMPTY_DEMAND }
  for (const [key, empty] of Object.entries(EMPTY_DEMAND)) {
    const value = (raw as Record<string, unknown>)[key]
    if (value === undefined) continue
    if (Array.isArray(empty) ? Array.isArray(value) : typeof value === typeof empty) out[key] = value
  }
  return out as unknown as DemandValues
}
