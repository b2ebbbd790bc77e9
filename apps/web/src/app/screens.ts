import type { MessageKey } from '@maplenest/core'
import type { ComponentType } from 'react'

export type ScreenModule = { default: ComponentType }

/** 'detail': listing-style detail page with the transparent header (back, favourite, share) over the content. */
export type ScreenKind = 'plain' | 'detail'

/** One job the app can do, and the lazy module that draws it. Several routes may share a screen. */
export interface Screen {
  id: string
  load: () => Promise<ScreenModule>
  kind: ScreenKind
  titleKey: MessageKey
  /** Screens whose content is not built yet say what they are for and that there is nothing to show. */
  empty?: { titleKey: MessageKey; descriptionKey: MessageKey }
}

/** Screen ids that have an empty-state text in the catalogues. */
type PlaceholderId = {
  [K in MessageKey]: K extends `ui.screen.${infer Id}.emptyTitle` ? Id : never
}[MessageKey]

type TitledId = { [K in MessageKey]: K extends `route.${infer Id}` ? Id : never }[MessageKey]

const loadPlaceholder = () => import('./placeholder-screen.tsx')

function placeholder<Id extends PlaceholderId & TitledId>(id: Id, kind: ScreenKind = 'plain'): Screen {
  const titleKey: MessageKey = `route.${id}`
  const emptyTitle: MessageKey = `ui.screen.${id}.emptyTitle`
  const emptyDescription: MessageKey = `ui.screen.${id}.emptyDescription`
  return {
    id,
    load: loadPlaceholder,
    kind,
    titleKey,
    empty: { titleKey: emptyTitle, descriptionKey: emptyDescription },
  }
}

function own(titleId: TitledId, load: () => Promise<ScreenModule>, id: string = titleId): Screen {
  const titleKey: MessageKey = `route.${titleId}`
  return { id, load, kind: 'plain', titleKey }
}

/** A built detail screen: its page draws the transparent header with back, favourite and share. */
function ownDetail(titleId: TitledId, load: () => Promise<ScreenModule>): Screen {
  return { ...own(titleId, load), kind: 'detail' }
}

/** Every screen of the app, by job. The route table points at these. */
export const SCREENS = {
  home: own('home', () => import('../pages/home.tsx')),
  map: placeholder('map'),
  collect: placeholder('collect'),
  my: own('my', () => import('../pages/my/my.tsx')),

  search: own('search', () => import('../pages/search/search.tsx')),
  saleList: own('sale-list', () => import('../pages/toronto/sale/sale-list.tsx')),
  saleHouseList: own('sale-house-list', () => import('../pages/toronto/sale/house-list.tsx')),
  condoDetail: ownDetail('condo-detail', () => import('../pages/toronto/sale/condo-detail.tsx')),
  resDetail: ownDetail('res-detail', () => import('../pages/toronto/sale/res-detail.tsx')),
  leaseList: own('lease-list', () => import('../pages/toronto/lease/lease-list.tsx')),
  leaseHouseList: own('lease-house-list', () => import('../pages/toronto/lease/house-list.tsx')),
  leaseCondoDetail: ownDetail('lease-condo-detail', () => import('../pages/toronto/lease/condo-detail.tsx')),
  leaseResDetail: ownDetail('lease-res-detail', () => import('../pages/toronto/lease/res-detail.tsx')),
  saleListShare: own('sale-list-share', () => import('../pages/share/sale-list-share.tsx')),
  condoDetailShare: ownDetail('condo-detail-share', () => import('../pages/share/condo-detail-share.tsx')),
  resDetailShare: ownDetail('res-detail-share', () => import('../pages/share/res-detail-share.tsx')),
  leaseListShare: own('lease-list-share', () => import('../pages/share/lease-list-share.tsx')),
  leaseCondoDetailShare: ownDetail(
    'lease-condo-detail-share',
    () => import('../pages/share/lease-condo-detail-share.tsx'),
  ),
  leaseResDetailShare: ownDetail('lease-res-detail-share', () => import('../pages/share/lease-res-detail-share.tsx')),
  vanDetail: ownDetail('van-detail', () => import('../pages/vancouver/van-detail.tsx')),
  vanDetailShare: ownDetail('van-detail-share', () => import('../pages/share/van-detail-share.tsx')),

  preconsList: placeholder('precons-list'),
  preconsDetail: placeholder('precons-detail', 'detail'),
  layoutDetail: placeholder('layout-detail', 'detail'),
  builderDetail: placeholder('builder-detail', 'detail'),
  preconsDetailShare: placeholder('precons-detail-share', 'detail'),
  builderDetailShare: placeholder('builde-detail-share', 'detail'),
  preconsListShare: placeholder('precons-list-share'),
  layoutDetailShare: placeholder('layout-detail-share', 'detail'),

  schoolList: placeholder('school-list'),
  schoolDetail: placeholder('school-detail', 'detail'),
  university: placeholder('university'),
  agentList: placeholder('agent-list'),
  agentDetail: placeholder('agent-detail', 'detail'),
  agentSettlement: placeholder('agent-settlement'),
  directList: placeholder('direct-list'),
  publishRental: placeholder('publishrental'),
  collectShare: placeholder('collect-share'),

  mapDetail: placeholder('map-detail', 'detail'),
  mapSchool: placeholder('map-school'),
  mapChat: placeholder('map-chat'),
  chatMap: placeholder('chatmap'),
  ai: placeholder('ai'),
  chat: placeholder('chat'),
  chatSessions: placeholder('chat-sessions'),

  myAppt: placeholder('my-appt'),
  apptDetail: placeholder('appt-detail'),
  contractList: placeholder('contract-list'),
  contractDetail: placeholder('contract-detail'),
  calculate: own('calculate', () => import('../pages/my/calculate/calculate.tsx')),
  calculateResult: own('calculate-result', () => import('../pages/my/calculate/calculate-result.tsx')),
  faqList: placeholder('faq-list'),
  faqDetail: placeholder('faq-detail'),
  feedbackList: placeholder('feedback-list'),
  feedback: placeholder('feedback'),
  feedbackDetail: placeholder('feedback-detail'),
  browseList: own('browse-list', () => import('../pages/my/browse/browse-list.tsx')),
  aboutUs: own('about-us', () => import('../pages/my/about/about-us.tsx')),
  agreement: own('agreement', () => import('../pages/my/agreement/agreement.tsx')),
  setup: own('setup', () => import('../pages/my/setup/setup.tsx')),
  infoAccount: placeholder('info-account'),
  infoEdit: placeholder('info-edit'),
  infoAvatar: placeholder('info-avatar'),
  infoAccountRemind: placeholder('info-account-remind'),
  infoAccountApplyFor: placeholder('info-account-applyfor'),
  infoAccountAgreement: placeholder('info-account-agreement'),
  userList: placeholder('user-list'),
  userListActive: placeholder('user-list-active'),
  userListDetails: placeholder('user-list-details'),
  appConfig: placeholder('appconfig'),
  myQrCode: placeholder('myqrcode'),

  login: own('login', () => import('../pages/my/public/login.tsx')),
  loginNew: own('login', () => import('../pages/my/public/loginnew.tsx'), 'loginnew'),
  emailLogin: own('emaillogin', () => import('../pages/my/public/emaillogin.tsx')),
  register: own('register', () => import('../pages/my/public/register.tsx')),
  registerNew: own('register', () => import('../pages/my/public/registernew.tsx'), 'registernew'),
  resetPassword: own('reset-password', () => import('../pages/my/public/reset-password.tsx')),
  qrCode: placeholder('qrcode'),
  qrCodeH5: placeholder('qrcodeh5'),
  appleWebView: placeholder('applewebview'),
  appLogList: placeholder('app-log-list'),
  addHome: placeholder('addhome'),

  subscribeIndex: placeholder('subscribe-index'),
  subLogin: placeholder('sublogin'),
  subRegister: placeholder('subregister'),
  subscribeAvatar: placeholder('subscribe-avatar'),
  subscribeOrder: placeholder('subscribe-order'),
  subagentSettlement: placeholder('subagent-settlement'),
  installGuide: placeholder('install-guide'),
  subscribeDashboard: placeholder('subscribe-dashboard'),

  iphoneIframe: placeholder('iphoneiframe'),
  webView: placeholder('webview'),
  textView: placeholder('textview'),
  notFound: own('not-found', () => import('../pages/404.tsx')),
  chooseLocation: placeholder('choose-location'),
  openLocation: placeholder('open-location'),
  cart: placeholder('cart'),
} as const satisfies Record<string, Screen>
