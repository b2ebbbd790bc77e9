import type { Locale, NetworkType, UserRecord, UserType } from '@maplenest/core'

/** What the visitor login answered (spec §3 tourist_information), plus the visitor's own user record. */
export interface TouristInformation {
  access_token: string
  client_id: string
  userId: string
  user?: UserRecord
}

/** The short user info of spec §3: userId, userName, avatar, orgName. */
export interface UserInfo {
  userId: string
  userName: string
  avatar: string
  orgName: string
}

/** The profile of spec §3: nickname, phone number, e-mail, sex, avatar. */
export interface UserProfile {
  nickname: string
  phonenumber: string
  email: string
  sex: string
  avatar: string
}

/** The member a token refresh answers with. */
export interface SessionMember {
  userId: string
  userName: string
  type: UserType | string
}

/** The agent app a link or sub-domain selected (spec §3 appIdinfo). */
export interface AppIdInfo {
  appId: string
  agentUserId: string
  avatar?: string
  name?: string
  applogo?: string
  appname?: string
  appInfoVo?: Record<string, unknown>
}

export interface ThemeColor {
  title: string
  name: string
  color: string
}

export interface Position {
  lat: number
  lng: number
}

/**
 * Every key the app keeps in localStorage (spec §3) and the type of its value. Strings are stored as they
 * are (so `isLogout` reads 'true' in the browser's storage panel, as the spec writes it); everything else is JSON.
 */
export interface StoredValues {
  user_information: UserRecord
  tourist_information: TouristInformation
  tourist_token: string
  /** The visitor sign-in's refresh token: a dead visitor token is renewed with it, keeping what is stored. */
  tourist_refresh_token: string
  client_id: string
  /** Stable id of this browser, sent as the visitor login's terminalId. */
  terminal_id: string
  'App-Token': string
  accessToken: string
  refreshToken: string
  user: SessionMember
  userInfo: UserInfo
  Userprofile: UserProfile
  isLogout: 'true' | 'false'
  exchange_rate_info: Record<string, unknown>
  appIdinfo: AppIdInfo
  /** The agent whose branded app this is; kept when storage is cleared (spec §4). */
  agentUserId: string
  themeColor: ThemeColor
  globalConfig: Record<string, unknown>
  position: Position
  positionKey: Position
  referrer: string
  openId: string
  backToPage: string
  imHistory: unknown[]
  imNoRead: number
  notifyNum: number
  /** How many homes the compare basket holds (the spec's cart badge). */
  cartNum: number
  /** A visitor's compare basket (MLS numbers), joined to the account's at sign-in. */
  compareBasket: string[]
  contacts: unknown[]
  systemInfo: Record<string, unknown>
  /** '1': the locale follows the device language (spec §1). */
  language_state: '0' | '1'
  /** The locale the person chose (written by the i18n module). */
  language: Locale
  apptUserName: string
  apptPhone: string
  apptEmail: string
  apptWebChat: string
  /** The last searches typed in search/search, newest first. */
  searchHistory: string[]
  /** The list parameters of the places among them picked from the suggestions, by the words shown (北约克). */
  searchPlaces: Record<string, Record<string, string>>
  /** The rental demand form as typed so far (univ/publishrental), cleared when it is sent and at logout. */
  rentalDemandDraft: Record<string, unknown>
  /** 'true' once the app ran installed, from the home screen (spec §4 the PWA flag). */
  isPWA: 'true' | 'false'
  /** 'true' after the first installed start moved to the home tab. */
  pwaFirstOpen: 'true'
  /** The connection as last seen (spec §4 network type). */
  networkType: NetworkType
  /** 'true' once the person answered or dismissed the offer of notifications on this device. */
  pushOffered: 'true'
  /** The agent apps whose welcome this device has shown (once each). */
  welcomedApps: string[]
  /** The version of the user agreement agreed to on this device (signing in or registering). */
  agreedAgreement: string
  /** 'true' or 'false': the person's choice to show prices in yuan too (else the language's default). */
  showCny: 'true' | 'false'
}

export type StorageKey = keyof StoredValues

/** Keys whose values are plain strings, stored without JSON quoting. */
export const STRING_KEYS: ReadonlySet<StorageKey> = new Set<StorageKey>([
  'tourist_token',
  'tourist_refresh_token',
  'client_id',
  'terminal_id',
  'App-Token',
  'accessToken',
  'refreshToken',
  'isLogout',
  'agentUserId',
  'referrer',
  'openId',
  'backToPage',
  'language_state',
  'language',
  'isPWA',
  'pwaFirstOpen',
  'networkType',
  'agreedAgreement',
  'showCny',
  'pushOffered',
  'apptUserName',
  'apptPhone',
  'apptEmail',
  'apptWebChat',
])
