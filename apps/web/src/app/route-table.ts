import { BUILDING_PATH, MARKET_PATH, type MessageKey } from '@maplenest/core'
// The paths modules, not the entities' index files: the route table loads with the app shell and needs no card.
import {
  AGENT_DETAIL_PATH,
  AGENT_LIST_PATH,
  AGENT_SETTLEMENT_PATH,
  DIRECT_LIST_PATH,
} from '../entities/agent/agent-paths.ts'
import { DETAIL_PATHS, LIST_PATHS, SEARCH_PATH } from '../entities/listing/listing-paths.ts'
import { PRECONS_PATHS } from '../entities/project/project-paths.ts'
import { SCHOOL_DETAIL_PATH, SCHOOL_LIST_PATH, UNIVERSITY_PATH } from '../entities/school/school-paths.ts'
import { LOGIN_PATH } from '../shared/api/login-path.ts'
import { SCREENS, type Screen } from './screens.ts'

export type TabKey = 'home' | 'map' | 'collect' | 'my'

/**
 * How a legacy variant reaches the current screen for its job:
 * - 'same-screen': the old address stays and draws the current screen (used where the spec gives it its own layout);
 * - 'redirect': the old address is replaced by the current one, keeping the query and hash;
 * - 'variant-screen': the old address keeps a screen file of its own for the same job.
 */
type LegacyResolution = 'same-screen' | 'redirect' | 'variant-screen'

export interface RouteEntry {
  /** Path under the app base `/h5`, as the spec writes it. Query strings carry the parameters. */
  path: string
  screen: Screen
  titleKey: MessageKey
  /** User-owned data (spec §6): a visitor is sent to sign in first. */
  requiresAuth: boolean
  /** Content spans the whole window instead of the centred 1024 px column. */
  fullWidth: boolean
  /** The four tab pages show the tab bar. */
  tab?: TabKey
  legacyOf?: { path: string; via: LegacyResolution }
}

interface EntryOptions {
  auth?: boolean
  full?: boolean
  tab?: TabKey
}

function route(path: string, screen: Screen, { auth = false, full = false, tab }: EntryOptions = {}): RouteEntry {
  return { path, screen, titleKey: screen.titleKey, requiresAuth: auth, fullWidth: full, ...(tab ? { tab } : {}) }
}

function legacy(path: string, current: RouteEntry, via: LegacyResolution, options: EntryOptions = {}): RouteEntry {
  return {
    ...route(path, current.screen, { auth: current.requiresAuth, ...options }),
    legacyOf: { path: current.path, via },
  }
}

function variant(path: string, screen: Screen, current: RouteEntry, options: EntryOptions = {}): RouteEntry {
  return {
    ...route(path, screen, { auth: current.requiresAuth, ...options }),
    legacyOf: { path: current.path, via: 'variant-screen' },
  }
}

const S = SCREENS

const home = route('/pages/home', S.home, { tab: 'home' })
const saleList = route(LIST_PATHS.saleCondo, S.saleList)
const condoDetail = route(DETAIL_PATHS.saleCondo, S.condoDetail)
const resDetail = route(DETAIL_PATHS.saleHouse, S.resDetail)
const chat = route('/pages/chat/chat', S.chat, { full: true })
const chatOnMap = route('/pages/map/chatmap', S.chatMap, { full: true })
const browseList = route('/pages/my/browse/browse-list', S.browseList, { auth: true })
const login = route(LOGIN_PATH, S.login)
const register = route('/pages/my/public/register', S.register)
const qrCodeH5 = route('/pages/my/public/qrcodeh5', S.qrCodeH5)
const subscribeIndex = route('/pages/Subscribetotwo/index', S.subscribeIndex, { full: true })
const subscribeOrder = route('/pages/Subscribetotwo/order', S.subscribeOrder, { auth: true })
const subLogin = route('/pages/Subscribeto/sublogin', S.subLogin, { full: true })
const subagentSettlement = route('/pages/Subscribeto/subagent-settlement', S.subagentSettlement, {
  auth: true,
  full: true,
})

/** Every route of spec §2, in the spec's order. Unknown paths draw the 404 screen. */
export const ROUTES: readonly RouteEntry[] = [
  // Tab bar
  route('/', S.home, { tab: 'home' }),
  home,
  route('/pages/map/map', S.map, { tab: 'map' }),
  route('/pages/collect/collect', S.collect, { tab: 'collect', auth: true }),
  route('/pages/my/my', S.my, { tab: 'my' }),

  // Listings
  route(SEARCH_PATH, S.search),
  saleList,
  legacy('/pages/toronto/sale/sale-listnew', saleList, 'redirect'),
  route(LIST_PATHS.saleHouse, S.saleHouseList),
  condoDetail,
  legacy('/pages/toronto/sale/condo-detailnew', condoDetail, 'same-screen', { full: true }),
  resDetail,
  legacy('/pages/toronto/sale/res-detailnew', resDetail, 'redirect'),
  legacy('/pages/torontonew/sale/res-detail', resDetail, 'redirect'),
  legacy('/pages/torontonew/sale/res-detailone', resDetail, 'redirect'),
  route(LIST_PATHS.leaseCondo, S.leaseList),
  route(LIST_PATHS.leaseHouse, S.leaseHouseList),
  route(DETAIL_PATHS.leaseCondo, S.leaseCondoDetail),
  route(DETAIL_PATHS.leaseHouse, S.leaseResDetail),
  route(LIST_PATHS.saleShare, S.saleListShare),
  route(DETAIL_PATHS.saleCondoShare, S.condoDetailShare),
  route(DETAIL_PATHS.saleHouseShare, S.resDetailShare),
  route(LIST_PATHS.leaseShare, S.leaseListShare),
  route(DETAIL_PATHS.leaseCondoShare, S.leaseCondoDetailShare),
  route(DETAIL_PATHS.leaseHouseShare, S.leaseResDetailShare),
  route(DETAIL_PATHS.vancouver, S.vanDetail),
  route(DETAIL_PATHS.vancouverShare, S.vanDetailShare),
  // every listing at a condominium's street address (decision 0132)
  route(BUILDING_PATH, S.building),

  // Pre-construction
  route(PRECONS_PATHS.list, S.preconsList),
  route(PRECONS_PATHS.detail, S.preconsDetail),
  route(PRECONS_PATHS.layout, S.layoutDetail),
  route(PRECONS_PATHS.builder, S.builderDetail),
  route(PRECONS_PATHS.detailShare, S.preconsDetailShare),
  route(PRECONS_PATHS.builderShare, S.builderDetailShare),
  route(PRECONS_PATHS.listShare, S.preconsListShare),
  route(PRECONS_PATHS.layoutShare, S.layoutDetailShare),

  // Other browse pages
  route(SCHOOL_LIST_PATH, S.schoolList),
  route(SCHOOL_DETAIL_PATH, S.schoolDetail),
  route(UNIVERSITY_PATH, S.university),
  route(AGENT_LIST_PATH, S.agentList),
  route(AGENT_DETAIL_PATH, S.agentDetail),
  route(AGENT_SETTLEMENT_PATH, S.agentSettlement, { auth: true }),
  route(DIRECT_LIST_PATH, S.directList),
  route('/pages/univ/publishrental', S.publishRental),
  // added for jobs the spec names without a page: the student's demands, agents' list of demands (decision 0055)
  route('/pages/univ/my-demands', S.myDemands, { auth: true }),
  route('/pages/univ/demand-list', S.demandList, { auth: true }),
  route('/pages/collect/share/collect-share', S.collectShare),
  route('/pages/map/map-detail', S.mapDetail),
  route('/pages/map/map-school', S.mapSchool),
  route('/pages/map/map-chat', S.mapChat),
  chatOnMap,
  route('/pages/ai/ai', S.ai),
  chat,
  legacy('/pages/chat/chatnew', chat, 'same-screen', { full: true }),
  legacy('/pages/chat/chatapp', chat, 'same-screen'),
  legacy('/pages/chat/chatold', chat, 'redirect'),
  route('/pages/chat/sessions', S.chatSessions),
  legacy('/pages/chat/chatmap', chatOnMap, 'redirect'),

  // My area
  route('/pages/my/appt/my-appt', S.myAppt, { auth: true }),
  route('/pages/my/appt/appt-detail', S.apptDetail, { auth: true }),
  // room reservations, in the style of the appointments (decision 0059)
  route('/pages/my/reserve/my-reserve', S.myReserve, { auth: true }),
  route('/pages/my/reserve/reserve-detail', S.reserveDetail, { auth: true }),
  route('/pages/my/contract/contract-list', S.contractList, { auth: true }),
  route('/pages/my/contract/contract-detail', S.contractDetail, { auth: true }),
  route('/pages/my/calculate/calculate', S.calculate),
  route('/pages/my/calculate/calculate-result', S.calculateResult),
  route('/pages/my/faq/faq-list', S.faqList),
  route('/pages/my/faq/faq-detail', S.faqDetail),
  route('/pages/my/feedback/feedback-list', S.feedbackList, { auth: true }),
  route('/pages/my/feedback/feedback', S.feedback, { auth: true }),
  route('/pages/my/feedback/feedback-detail', S.feedbackDetail, { auth: true }),
  route('/pages/my/notices/notices', S.notices, { auth: true }),
  route('/pages/my/saved-searches/saved-searches', S.savedSearches, { auth: true }),
  route('/pages/my/precon-registrations/precon-registrations', S.preconRegistrations, { auth: true }),
  route('/pages/my/precon-registrations/incoming', S.preconRegistrationsIncoming, { auth: true }),
  route(MARKET_PATH, S.market),
  browseList,
  legacy('/pages/my/browse/browsed', browseList, 'same-screen'),
  route('/pages/my/about/about-us', S.aboutUs),
  route('/pages/my/agreement/agreement', S.agreement),
  route('/pages/my/setup/setup', S.setup),
  route('/pages/my/info/account', S.infoAccount, { auth: true }),
  route('/pages/my/info/edit', S.infoEdit, { auth: true }),
  route('/pages/my/info/avatar', S.infoAvatar, { auth: true }),
  route('/pages/my/info/account-remind', S.infoAccountRemind, { auth: true }),
  route('/pages/my/info/account-applyfor', S.infoAccountApplyFor, { auth: true }),
  route('/pages/my/info/account-agreement', S.infoAccountAgreement, { auth: true }),
  route('/pages/my/user/user-list', S.userList, { auth: true }),
  route('/pages/my/user/user-listActive', S.userListActive, { auth: true }),
  route('/pages/my/user/user-listdetails', S.userListDetails, { auth: true }),
  route('/pages/my/leads/leads', S.leads, { auth: true }),
  route('/pages/my/leads/lead', S.lead, { auth: true }),
  route('/pages/my/appconfig/appconfig', S.appConfig, { auth: true }),
  route('/pages/my/myqrcode/myqrcode', S.myQrCode, { auth: true }),
  login,
  variant('/pages/my/public/loginnew', S.loginNew, login, { full: true }),
  route('/pages/my/public/emaillogin', S.emailLogin),
  register,
  variant('/pages/my/public/registernew', S.registerNew, register, { full: true }),
  route('/pages/my/public/reset-password', S.resetPassword),
  route('/pages/my/public/qrcode', S.qrCode),
  qrCodeH5,
  route('/pages/my/public/applewebview', S.appleWebView),
  route('/pages/my/public/app-log-list', S.appLogList, { auth: true }),
  route('/pages/my/public/addhome', S.addHome),

  // Agent subscriber app: Subscribetotwo is the current generation; pages it lacks stay in Subscribeto.
  legacy('/pages/Subscribeto/index', subscribeIndex, 'same-screen', { full: true }),
  legacy('/pages/Subscribeto/indexceshi', subscribeIndex, 'redirect'),
  subLogin,
  route('/pages/Subscribeto/subregister', S.subRegister),
  route('/pages/Subscribeto/avatar', S.subscribeAvatar, { auth: true }),
  legacy('/pages/Subscribeto/order', subscribeOrder, 'redirect'),
  subagentSettlement,
  route('/pages/Subscribeto/onInstallationGuide', S.installGuide),
  legacy('/pages/Subscribetonew/index', subscribeIndex, 'redirect'),
  legacy('/pages/Subscribetonew/order', subscribeOrder, 'redirect'),
  legacy('/pages/Subscribetonew/subagent-settlement', subagentSettlement, 'redirect'),
  legacy('/pages/Subscribetonew/sublogin', subLogin, 'redirect'),
  legacy('/pages/Subscribetonew/qrcodeh5', qrCodeH5, 'redirect'),
  subscribeIndex,
  subscribeOrder,
  route('/pages/Subscribetotwo/dashboard', S.subscribeDashboard, { auth: true }),

  // Misc
  legacy('/pages/homenew', home, 'redirect'),
  legacy('/pages/loginceshi', login, 'redirect'),
  route('/pages/iphoneiframe', S.iphoneIframe),
  route('/pages/common/webview/index', S.webView),
  route('/pages/common/textview/index', S.textView),
  route('/pages/404', S.notFound),
  route('/choose-location', S.chooseLocation),
  route('/open-location', S.openLocation),
  legacy('/pages/index/index', home, 'redirect'),
  route('/pages/cart/cart', S.cart),
  legacy('/pages/public/register', register, 'redirect'),
]

export const NOT_FOUND_PATH = '/pages/404'
export const HOME_PATH = '/'

const BY_PATH: ReadonlyMap<string, RouteEntry> = new Map(ROUTES.map((entry) => [entry.path, entry]))

/** The entry for an app path (no base, no query); a trailing slash is ignored. */
export function findRoute(path: string): RouteEntry | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  return BY_PATH.get(clean)
}

/** The entry that finally draws an app path: legacy redirects followed; undefined for unknown paths. */
export function resolveRoute(path: string): RouteEntry | undefined {
  const entry = findRoute(path)
  if (entry?.legacyOf?.via === 'redirect') return findRoute(entry.legacyOf.path)
  return entry
}

/** The screens a visitor may open while sign-in is forced: signing in, registering, the terms, and the app's story. */
export const OPEN_WHILE_SIGN_IN_IS_FORCED: ReadonlySet<Screen> = new Set([
  S.login,
  S.loginNew,
  S.emailLogin,
  S.register,
  S.registerNew,
  S.resetPassword,
  S.qrCode,
  S.qrCodeH5,
  S.appleWebView,
  S.subLogin,
  S.subRegister,
  S.agreement,
  S.aboutUs,
  S.notFound,
])
