import {
  type BuilderDetail,
  calculatePricePerSqft,
  type DepositStep,
  DIRECTIONS,
  type Direction,
  formatBedrooms,
  formatOccupancy,
  formatPreconsDollars,
  formatPricePerSqft,
  groupLayoutsByBedrooms,
  type LayoutDetail,
  type LayoutSummary,
  type Locale,
  type PreconsDetail,
  type PreconsPage,
  type PreconsSearchQuery,
  type PreconsSummary,
  translate,
} from '@maplenest/core'
import type { DepositStepRow } from '../../db/schema.ts'
import { notFound } from '../../lib/http-error.ts'
import type { Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { SharePreview, ShareQuery } from '../../plugins/static-web.ts'
import type { ListingsService } from '../listings/index.ts'
import type {
  LayoutRow,
  PreconsFilter,
  PreconsRepository,
  ProjectRow,
  ProjectSummaryRow,
} from './precons-repository.ts'

export const PRECONS_BASE = '/house/api/precons/v1'
/** Listings shown on a layout's page. */
const LAYOUT_LISTINGS_LIMIT = 20
const BUILDER_PROJECTS_LIMIT = 50

/**
 * Search pages by position: the catalogue of projects is small (hundreds), so an offset is exact and cheap, and
 * the cursor's offset kind bounds it.
 */
const PAGES = defineCursor({ value: 'offset', id: null, error: 'precons.api.cursor' })

const projectImageUrl = (id: string, n: number) => `${PRECONS_BASE}/media/project/${id}/${n}.svg`
const layoutPlanUrl = (id: string) => `${PRECONS_BASE}/media/layout/${id}.svg`

export interface PreconsService {
  search(query: PreconsSearchQuery): Promise<PreconsPage>
  /** 404 `precons.api.notFound` for an unknown project. */
  requireDetail(id: string): Promise<PreconsDetail>
  /** 404 `precons.api.layoutNotFound` for an unknown layout. */
  requireLayout(id: string, viewer: Viewer | null): Promise<LayoutDetail>
  /** 404 `precons.api.builderNotFound` for an unknown builder. */
  requireBuilder(id: string): Promise<BuilderDetail>
  /** What the drawings need: a project's kind, storeys and number of renderings, or a layout's rooms. */
  projectDrawing(id: string): Promise<Pick<ProjectRow, 'type' | 'stories' | 'photoCount' | 'updatedAt'> | null>
  layoutDrawing(id: string): Promise<LayoutRow | null>
  /** Link previews of the share pages, from their query; null when the id is missing or unknown. */
  detailPreview(query: ShareQuery, locale: Locale): Promise<SharePreview | null>
  layoutPreview(query: ShareQuery, locale: Locale): Promise<SharePreview | null>
  builderPreview(query: ShareQuery, locale: Locale): Promise<SharePreview | null>
  listPreview(query: ShareQuery, locale: Locale): Promise<SharePreview | null>
}

/** Lower-case words of a search text, punctuation other than letters, digits and hyphens dropped. */
function toWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
}

function toPreconsFilter(q: PreconsSearchQuery): PreconsFilter {
  return {
    city: q.city,
    type: q.type,
    status: q.status,
    price: { min: q.priceMin, max: q.priceMax },
    occupancyYear: q.occupancyYear,
    words: q.q ? toWords(q.q) : undefined,
  }
}

function toPreconsSummary(row: ProjectSummaryRow): PreconsSummary {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    type: row.type,
    status: row.status,
    address: row.address,
    neighbourhood: row.neighbourhood,
    nearStation: row.nearStation,
    lat: row.location.y,
    lng: row.location.x,
    builders: row.builders,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    pricePerSqft: row.pricePerSqft,
    occupancyYear: row.occupancyYear,
    occupancyQuarter: row.occupancyQuarter,
    totalUnits: row.totalUnits,
    stories: row.stories,
    recommend: row.recommend,
    bedsMin: row.bedsMin,
    bedsMax: row.bedsMax,
    photo: projectImageUrl(row.id, 1),
    demo: row.source === 'demo',
  }
}

const isDirection = (v: string | null): v is Direction => v !== null && (DIRECTIONS as readonly string[]).includes(v)

function toLayoutSummary(row: LayoutRow): LayoutSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    beds: row.beds,
    den: row.den,
    baths: row.baths,
    sqft: row.sqft,
    exposure: isDirection(row.exposure) ? row.exposure : null,
    price: row.price,
    pricePerSqft: calculatePricePerSqft(row.price, row.sqft) ?? 0,
    available: row.available,
    plan: layoutPlanUrl(row.id),
  }
}

function toDepositStep(step: DepositStepRow): DepositStep {
  const dueDays = step.due === 'occupancy' ? null : step.due
  return step.kind === 'fixed'
    ? { kind: 'fixed', value: step.amount, dueDays }
    : { kind: step.kind, value: step.percent, dueDays }
}

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/
const idParam = (query: ShareQuery, name: string) => {
  const v = query[name]
  return typeof v === 'string' && ID.test(v) ? v : null
}

export function createPreconsService(deps: {
  repository: PreconsRepository
  listings: Pick<ListingsService, 'summaries'>
}): PreconsService {
  const { repository } = deps

  async function requireSummary(id: string): Promise<PreconsSummary> {
    const row = await repository.summary(id)
    if (!row) throw notFound('precons.api.notFound')
    return toPreconsSummary(row)
  }

  const cityName = (locale: Locale, city: string | undefined) =>
    city === 'toronto' || city === 'vancouver'
      ? translate(locale, `precons.city.${city}`)
      : translate(locale, 'precons.share.allCities')

  return {
    async search(query) {
      const filter = toPreconsFilter(query)
      const { cursor, limit, ...rest } = query
      const hash = hashQuery(rest)
      const offset = cursor ? PAGES.decode(cursor, hash).value : 0
      const [rows, total] = await Promise.all([
        repository.search(filter, query.sort, offset, limit + 1),
        repository.count(filter),
      ])
      return {
        items: rows.slice(0, limit).map(toPreconsSummary),
        nextCursor: rows.length > limit ? PAGES.encode({ value: offset + limit, id: null }, hash) : null,
        total,
      }
    },

    async requireDetail(id) {
      const row = await repository.findProject(id)
      if (!row) throw notFound('precons.api.notFound')
      const [layouts, activities, summary] = await Promise.all([
        repository.layouts(id),
        repository.activities(id),
        repository.summary(id),
      ])
      return {
        ...toPreconsSummary(summary!),
        ownership: row.ownership,
        salesCompany: row.salesCompany,
        developmentFeeCap: row.developmentFeeCap,
        developmentFeeIncluded: row.developmentFeeIncluded,
        deposits: row.deposits.map(toDepositStep),
        maintenanceCentsPerSqft: row.maintenanceCentsPerSqft,
        parkingPrice: row.parkingPrice,
        storagePrice: row.storagePrice,
        assignment: {
          allowed: row.assignmentAllowed,
          fee: row.assignmentFee,
          legalFee: row.assignmentLegalFee,
          terms: row.assignmentTerms as PreconsDetail['assignment']['terms'],
        },
        summary: row.summary,
        facilities: row.facilities as PreconsDetail['facilities'],
        highlights: row.highlights as PreconsDetail['highlights'],
        launchDate: row.launchDate.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        photos: Array.from({ length: row.photoCount }, (_, i) => projectImageUrl(row.id, i + 1)),
        layoutGroups: groupLayoutsByBedrooms(layouts.map(toLayoutSummary)),
        activities: activities.map((a) => ({
          id: a.id,
          kind: a.kind,
          topic: a.topic,
          startsAt: a.startsAt.toISOString(),
          durationMin: a.durationMin,
          url: a.url,
        })),
      }
    },

    async requireLayout(id, viewer) {
      const row = await repository.findLayout(id)
      if (!row) throw notFound('precons.api.layoutNotFound')
      const [project, mlNums] = await Promise.all([
        requireSummary(row.projectId),
        repository.layoutListingNumbers(id, LAYOUT_LISTINGS_LIMIT),
      ])
      return { ...toLayoutSummary(row), project, listings: await deps.listings.summaries(mlNums, viewer) }
    },

    async requireBuilder(id) {
      const row = await repository.findBuilder(id)
      if (!row) throw notFound('precons.api.builderNotFound')
      const projects = await repository.search({ builderId: id }, 'recommend', 0, BUILDER_PROJECTS_LIMIT)
      return {
        id: row.id,
        name: row.name,
        city: row.city,
        founded: row.founded,
        website: row.website,
        description: row.description,
        demo: row.source === 'demo',
        projects: projects.map(toPreconsSummary),
      }
    },

    async projectDrawing(id) {
      return repository.findProject(id)
    },

    layoutDrawing: (id) => repository.findLayout(id),

    async detailPreview(query, locale) {
      const id = idParam(query, 'preconsId') ?? idParam(query, 'id')
      const row = id ? await repository.summary(id) : null
      if (!row) return null
      const params = {
        name: row.name,
        neighbourhood: row.neighbourhood,
        city: cityName(locale, row.city),
        price: formatPreconsDollars(row.minPrice, locale),
        type: translate(locale, `precons.type.${row.type}`).toLowerCase(),
        builders: row.builders.map((b) => b.name).join(', '),
        units: row.totalUnits,
        stories: row.stories,
        occupancy: formatOccupancy(row.occupancyYear, row.occupancyQuarter, locale),
        status: translate(locale, `precons.status.${row.status}`),
      }
      return {
        title: translate(locale, 'precons.share.title', params),
        description: translate(locale, 'precons.share.description', params),
        image: projectImageUrl(row.id, 1),
      }
    },

    async layoutPreview(query, locale) {
      const id = idParam(query, 'layoutId') ?? idParam(query, 'id')
      const layout = id ? await repository.findLayout(id) : null
      const project = layout ? await repository.summary(layout.projectId) : null
      if (!layout || !project) return null
      const params = {
        layout: layout.name,
        project: project.name,
        beds: formatBedrooms(layout.beds, locale, layout.den),
        price: formatPreconsDollars(layout.price, locale),
        sqft: new Intl.NumberFormat(locale).format(layout.sqft),
        exposure: isDirection(layout.exposure) ? translate(locale, `listing.direction.${layout.exposure}`) : '—',
        ppsf: formatPricePerSqft(calculatePricePerSqft(layout.price, layout.sqft) ?? 0, locale),
        occupancy: formatOccupancy(project.occupancyYear, project.occupancyQuarter, locale),
      }
      return {
        title: translate(locale, 'precons.share.layoutTitle', params),
        description: translate(locale, 'precons.share.layoutDescription', params),
        image: layoutPlanUrl(layout.id),
      }
    },

    async builderPreview(query, locale) {
      const id = idParam(query, 'builderId') ?? idParam(query, 'id')
      const row = id ? await repository.findBuilder(id) : null
      if (!row) return null
      const [count, first] = await Promise.all([
        repository.count({ builderId: row.id }),
        repository.search({ builderId: row.id }, 'recommend', 0, 1),
      ])
      return {
        title: translate(locale, 'precons.share.builderTitle', { name: row.name }),
        description: translate(locale, 'precons.share.builderDescription', {
          count,
          city: cityName(locale, row.city),
        }),
        image: first[0] ? projectImageUrl(first[0].id, 1) : null,
      }
    },

    async listPreview(query, locale) {
      const city = query.city === 'toronto' || query.city === 'vancouver' ? query.city : undefined
      const filter: PreconsFilter = { city, status: 'forSale' }
      const [count, cheapest] = await Promise.all([
        repository.count(filter),
        repository.search(filter, 'priceAsc', 0, 1),
      ])
      const first = cheapest[0]
      if (!first) return null
      return {
        title: translate(locale, 'precons.share.listTitle', { city: cityName(locale, city) }),
        description: translate(locale, 'precons.share.listDescription', {
          count,
          price: formatPreconsDollars(first.minPrice, locale),
        }),
        image: projectImageUrl(first.id, 1),
      }
    },
  }
}
