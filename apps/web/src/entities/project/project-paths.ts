/** Addresses of the pre-construction screens; share pages are the read-only variants (the builder's keeps "builde"). */
export const PRECONS_PATHS = {
  list: '/pages/precons/precons-list',
  detail: '/pages/precons/precons-detail',
  layout: '/pages/precons/layout-detail',
  builder: '/pages/precons/builder-detail',
  listShare: '/pages/share/precons-list-share',
  detailShare: '/pages/share/precons-detail-share',
  layoutShare: '/pages/share/layout-detail-share',
  builderShare: '/pages/share/builde-detail-share',
} as const

export const projectPath = (id: string, share?: boolean) =>
  `${share ? PRECONS_PATHS.detailShare : PRECONS_PATHS.detail}?preconsId=${encodeURIComponent(id)}`
export const layoutPath = (id: string, share?: boolean) =>
  `${share ? PRECONS_PATHS.layoutShare : PRECONS_PATHS.layout}?layoutId=${encodeURIComponent(id)}`
export const builderPath = (id: string, share?: boolean) =>
  `${share ? PRECONS_PATHS.builderShare : PRECONS_PATHS.builder}?builderId=${encodeURIComponent(id)}`
