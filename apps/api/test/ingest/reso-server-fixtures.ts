import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Rec = Record<string, unknown>

export interface ResoRequest {
  resource: string
  filter: string | null
  orderby: string | null
  top: number | null
  skip: number
  authorization: string | undefined
}

export interface ResoServer {
  /** Service root, e.g. http://127.0.0.1:1234/odata */
  url: string
  token: string
  property: Rec[]
  media: Rec[]
  requests: ResoRequest[]
  /** Requests (by position in `requests`, 0-based) whose connection is cut part-way through the body. */
  dropAt: Set<number>
  /** The origin `@odata.nextLink` names instead of this server's own (a server pointing elsewhere); null: its own. */
  nextLinkRoot: string | null
  close(): Promise<void>
}

const KEY_BY_RESOURCE: Record<string, string> = { Property: 'ListingKey', Media: 'MediaKey' }

/**
 * A small RESO Web API server on this machine speaking the OData subset the sync uses: bearer token,
 * `$filter=ModificationTimestamp ge <time>`, `$orderby=ModificationTimestamp,<key>`, `$top`, and server-driven
 * paging through `@odata.nextLink` with `$skip`. Anything else is refused with 400, so the test sees what the
 * sync asks.
 */
export async function startResoServer(token = 'test-token'): Promise<ResoServer> {
  const state: Omit<ResoServer, 'url' | 'close'> = {
    token,
    property: [],
    media: [],
    requests: [],
    dropAt: new Set(),
    nextLinkRoot: null,
  }
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const resource = url.pathname.replace(/^\/odata\//, '')
    const request: ResoRequest = {
      resource,
      filter: url.searchParams.get('$filter'),
      orderby: url.searchParams.get('$orderby'),
      top: url.searchParams.has('$top') ? Number(url.searchParams.get('$top')) : null,
      skip: Number(url.searchParams.get('$skip') ?? 0),
      authorization: req.headers.authorization,
    }
    const index = state.requests.push(request) - 1
    const fail = (status: number, message: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message } }))
    if (req.headers.authorization !== `Bearer ${state.token}`) return fail(401, 'bad token')
    // RFC 3986 query: a space is %20; a "+" would reach an OData server as a plus sign.
    if (req.url?.includes('+')) return fail(400, 'query with "+"')
    const key = KEY_BY_RESOURCE[resource]
    if (!key) return fail(404, 'no such resource')
    if (request.orderby !== `ModificationTimestamp,${key}`) return fail(400, `unexpected $orderby ${request.orderby}`)
    if (!request.top || request.top < 1) return fail(400, '$top required')
    let since: number | null = null
    if (request.filter !== null) {
      const m = /^ModificationTimestamp ge (\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(request.filter)
      if (!m?.[1]) return fail(400, `unexpected $filter ${request.filter}`)
      since = Date.parse(m[1])
    }
    const all = (resource === 'Property' ? state.property : state.media)
      .filter((r) => since === null || Date.parse(String(r.ModificationTimestamp)) >= since)
      .sort(
        (a, b) =>
          Date.parse(String(a.ModificationTimestamp)) - Date.parse(String(b.ModificationTimestamp)) ||
          String(a[key] ?? '').localeCompare(String(b[key] ?? '')),
      )
    const value = all.slice(request.skip, request.skip + request.top)
    const body: Rec = { '@odata.context': `$metadata#${resource}`, value }
    if (request.skip + request.top < all.length) {
      const raw = (req.url ?? '').replace(/&\$skip=\d+/, '')
      body['@odata.nextLink'] = `${state.nextLinkRoot ?? serverRoot}${raw}&$skip=${request.skip + request.top}`
    }
    const json = JSON.stringify(body)
    if (state.dropAt.has(index)) {
      // Headers and half the body, then the connection goes: the client sees a failure mid-page.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) })
      res.write(json.slice(0, Math.floor(json.length / 2)), () => req.socket.destroy())
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(json)
  }
  const server: Server = createServer(handle)
  let serverRoot = ''
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  serverRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return Object.assign(state, {
    url: `${serverRoot}/odata`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}

const BASE = Date.parse('2026-11-01T10:00:00.000Z')

/** A time `minutes` after the first record of the test data. */
export const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString()

/** A valid Toronto condo for sale; `over` replaces or adds fields. */
export function property(key: string, minutes: number, over: Rec = {}): Rec {
  return {
    ListingKey: key,
    ListingId: key,
    StandardStatus: 'Active',
    MlsStatus: 'New',
    TransactionType: 'For Sale',
    PropertyType: 'Residential Condo & Other',
    PropertySubType: 'Condo Apartment',
    ListPrice: 699000,
    OriginalListPrice: 699000,
    BedroomsTotal: 2,
    BathroomsTotalInteger: 2,
    LivingAreaRange: '800-899',
    City: 'Toronto C01',
    CityRegion: 'Waterfront Communities C1',
    StreetNumber: '88',
    StreetName: 'Harbour',
    StreetSuffix: 'St',
    UnitNumber: '1205',
    UnparsedAddress: '88 Harbour St 1205, Toronto, ON M5J 0C3',
    PostalCode: 'M5J 0C3',
    CrossStreet: 'Bay / Lake Shore',
    Latitude: 43.6426,
    Longitude: -79.3776,
    PublicRemarks: 'Bright corner suite with lake views.',
    ListOfficeName: 'Harbourfront Realty Inc., Brokerage',
    TaxAnnualAmount: 3120.45,
    TaxYear: 2026,
    AssociationFee: 712.3,
    ParkingTotal: 1,
    YearBuilt: 2018,
    ListingContractDate: '2026-10-28',
    ModificationTimestamp: at(minutes),
    ...over,
  }
}

export function photo(listingKey: string, order: number, minutes: number, over: Rec = {}): Rec {
  return {
    MediaKey: `${listingKey}-${order}`,
    ResourceRecordKey: listingKey,
    ResourceName: 'Property',
    MediaCategory: 'Photo',
    MediaURL: `https://images.example.test/${listingKey}/${order}.jpg`,
    Order: order,
    ShortDescription: `Photo ${order}`,
    ModificationTimestamp: at(minutes),
    ...over,
  }
}
