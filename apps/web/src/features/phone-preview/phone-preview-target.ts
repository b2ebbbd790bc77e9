/** What the phone frame shows: an app path (with its query) and, for an agent's app, its link parameters. */
export interface PreviewTarget {
  /** The app path under /h5, with its query: "/", "/pages/toronto/sale/sale-list?sort=new". */
  path: string
  appId: string | null
  agentUserId: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Reads `path`, `appId` and `agentUserId` of /pages/iphoneiframe. Only an app path is taken (it starts with one
 * slash and never leaves the app), the phone preview itself is not framed again, and the ids must look like ids;
 * anything else falls back to the home page of the product's own app.
 */
export function readPreviewTarget(search: URLSearchParams): PreviewTarget {
  const raw = search.get('path') ?? '/'
  const safe = raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') && !raw.includes('iphoneiframe')
  const appId = search.get('appId')
  const agentUserId = search.get('agentUserId')
  const agent = appId && agentUserId && UUID.test(appId) && UUID.test(agentUserId)
  return { path: safe ? raw : '/', appId: agent ? appId : null, agentUserId: agent ? agentUserId : null }
}

/** The target as a path of the app with the agent's link parameters (`src=link`), for the router and the frame. */
export function toPreviewPath(target: PreviewTarget): string {
  if (!target.appId || !target.agentUserId) return target.path
  const [pathname, query = ''] = target.path.split('?')
  const params = new URLSearchParams(query)
  params.set('appId', target.appId)
  params.set('agentUserId', target.agentUserId)
  params.set('src', 'link')
  return `${pathname}?${params.toString()}`
}
