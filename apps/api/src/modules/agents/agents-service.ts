import {
  AGENT_LANGUAGES,
  type AgentApplicationInput,
  type AgentApplicationStatus,
  type AgentApplicationStatusView,
  type AgentDetail,
  type AgentLanguage,
  type AgentPage,
  type AgentPhotoType,
  type AgentSearchQuery,
  type AgentSummary,
  CITIES,
  type City,
  type DirectListing,
  type DirectPage,
  type DirectSearchQuery,
  type MyAgentApplication,
  placeZh,
} from '@maplenest/core'
import type { RunInTransaction } from '../../db/transaction.ts'
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import { isRegistered, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { ProcessedUpload } from '../../platform/storage/upload-pipeline.ts'
import type { FilesService } from '../files/index.ts'
import type { UsersService } from '../users/index.ts'
import { type LegacyPhotoMove, moveLegacyPhotos } from './agents-legacy-photos.ts'
import type {
  AgentApplicationRow,
  AgentProfileView,
  AgentsRepository,
  DirectListingRow,
  NewAgentProfileRow,
} from './agents-repository.ts'

/** Agent pages by transactions or rating (whole numbers), then the profile id. */
const AGENT_PAGES = defineCursor({ value: 'integer', id: 'uuid', error: 'agent.api.cursor' })
/** Direct-listing pages newest first: the creation time as PostgreSQL text, then the serial id. */
const DIRECT_PAGES = defineCursor({ value: 'timestamp', id: 'integer', error: 'direct.api.cursor' })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isUuid = (v: string) => UUID.test(v)

const agentAvatarUrl = (id: string) => `/house/api/agent/v1/${id}/avatar`
const agentLogoUrl = (id: string) => `/house/api/agent/v1/${id}/logo.svg`
const directPhotoUrl = (id: number, n: number) => `/house/api/direct/v1/${id}/photos/${n}.svg`

/** The photo of an application after the upload pipeline (checked by its bytes, re-encoded without metadata). */
export type ApplicationPhoto = ProcessedUpload

export interface AgentsService {
  search(query: AgentSearchQuery): Promise<AgentPage>
  /** Every field of the profile; 404 `agent.api.notFound` for an unknown id. */
  requireDetail(id: string): Promise<AgentDetail>
  /** The URL of the profile's uploaded photo, or its name to draw an avatar from; null for an unknown id. */
  avatar(id: string): Promise<{ url: string } | { name: string } | null>
  /** An uploaded photo through the pipeline; refusals are `UploadRefusal`s for the form to report. */
  preparePhoto(bytes: Buffer): Promise<ApplicationPhoto>
  /** Whether an approved broker's profile shows the photo stored under this key (then anyone may see it). */
  isPublicPhoto(key: string): Promise<boolean>
  /** Photos kept as bytes in the tables before file storage, moved into it (run at start). */
  moveLegacyPhotos(): Promise<LegacyPhotoMove>
  /** The company name to draw the logo from, or null for an unknown id. */
  logoSubject(id: string): Promise<string | null>
  /** A registered user's application (403 for visitors, 409 while one is pending or when already a broker). */
  apply(viewer: Viewer, input: AgentApplicationInput, photo: ApplicationPhoto): Promise<AgentApplicationStatusView>
  mine(viewer: Viewer): Promise<MyAgentApplication>
  /** Approves a pending application: the user becomes a broker with a profile made from it. */
  approve(applicationId: string, reviewerId: string | null): Promise<AgentApplicationStatusView>
  reject(applicationId: string, reviewerId: string | null): Promise<AgentApplicationStatusView>
  /** Admins' review queue: applications with this status, oldest first. */
  listApplications(status: AgentApplicationStatus, limit: number): Promise<AgentApplicationStatusView[]>
  /** The newest pending application of the account with this e-mail, or the application with this id. */
  findPendingApplicationId(idOrEmail: string): Promise<string | null>
  searchDirect(query: DirectSearchQuery): Promise<DirectPage>
  /** What photo `n` of a direct listing shows, or null when there is no such photo. */
  directPhotoSubject(id: number, n: number): Promise<DirectListingRow | null>
}

const asLanguages = (values: readonly string[]): AgentLanguage[] =>
  values.filter((v): v is AgentLanguage => (AGENT_LANGUAGES as readonly string[]).includes(v))
const asCities = (values: readonly string[]): City[] =>
  values.filter((v): v is City => (CITIES as readonly string[]).includes(v))

/** The URL a stored file is served at (the files service's). */
type FileUrl = (key: string) => string

function toSummary(row: AgentProfileView, fileUrl: FileUrl): AgentSummary {
  return {
    id: row.id,
    name: row.name,
    practiceName: row.practiceName,
    // The uploaded photo's own URL (its key is a content hash, so browsers may keep it), else the generated portrait.
    avatar: row.photoKey ? fileUrl(row.photoKey) : row.avatar || agentAvatarUrl(row.id),
    companyName: row.companyName,
    logo: row.logo || (row.companyName ? agentLogoUrl(row.id) : ''),
    location: row.location,
    rating: Number(row.rating),
    transactionsCount: row.transactionsCount,
    experience: row.experience,
    languages: asLanguages(row.languages),
    serviceCities: asCities(row.serviceCities),
  }
}

function toDetail(row: AgentProfileView, fileUrl: FileUrl): AgentDetail {
  const summary = toSummary(row, fileUrl)
  return {
    ...summary,
    userId: row.userId,
    practiceId: row.practiceId,
    wechatId: row.wechatId,
    phone: row.phone,
    email: row.email,
    fax: row.fax,
    address: row.address,
    professionalField: row.professionalField,
    officialAccount: row.officialAccount,
    introduction: row.introduction,
    website: row.website,
    websiteLogo: row.websiteLogo || (row.website ? summary.logo : ''),
    divisionName: row.divisionName,
    divisionNameEn: row.divisionNameEn,
    divisionId: row.divisionId,
    remarks: row.remarks,
    certificates: row.certificates,
    appointmentStart: row.appointmentStart,
    appointmentEnd: row.appointmentEnd,
  }
}

function toStatusView(row: Omit<AgentApplicationRow, 'photo'>): AgentApplicationStatusView {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    practiceName: row.practiceName,
    email: row.email,
    appointmentStart: row.appointmentStart,
    appointmentEnd: row.appointmentEnd,
    location: row.location,
    languages: asLanguages(row.languages),
    photoType: row.photoType as AgentPhotoType,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  }
}

function toDirect(row: DirectListingRow): DirectListing {
  return {
    id: row.id,
    city: row.city,
    sr: row.sr,
    type: row.type,
    address: row.address,
    neighbourhood: row.neighbourhood,
    neighbourhoodZh: placeZh(row.city, row.neighbourhood, 'neighbourhood') ?? null,
    lat: row.location.y,
    lng: row.location.x,
    price: row.price,
    beds: row.beds,
    baths: row.baths,
    sqft: row.sqft,
    description: row.description,
    photos: Array.from({ length: row.photoCount }, (_, i) => directPhotoUrl(row.id, i + 1)),
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    createdAt: row.createdAt.toISOString(),
  }
}

const VANCOUVER_AREA =
  /vancouver|richmond|burnaby|surrey|coquitlam|north van|west van|delta|langley|\bbc\b|british columbia|温哥华|列治文|本拿比|素里/i
const TORONTO_AREA =
  /toronto|north york|scarborough|etobicoke|markham|richmond hill|mississauga|vaughan|oakville|\bon\b|ontario|多伦多|北约克|士嘉堡|万锦|密西沙加/i

/** The cities a new broker serves, read from the location they gave (a broker may name both regions). */
function serviceCitiesFor(location: string): City[] {
  const cities: City[] = []
  if (TORONTO_AREA.test(location)) cities.push('toronto')
  if (VANCOUVER_AREA.test(location.replace(/richmond hill/gi, ''))) cities.push('vancouver')
  return cities
}

const toWords = (text: string | undefined) => (text ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6)

export function createAgentsService(deps: {
  repository: AgentsRepository
  users: UsersService
  files: Pick<FilesService, 'process' | 'save' | 'url'>
  run: RunInTransaction
  now: () => Date
}): AgentsService {
  const { repository, users, files, run, now } = deps

  const review = async (applicationId: string, reviewerId: string | null, status: 'approved' | 'rejected') => {
    if (!isUuid(applicationId)) throw notFound('agent.api.applicationNotFound')
    return run(async () => {
      const existing = await repository.findApplication(applicationId)
      if (!existing) throw notFound('agent.api.applicationNotFound')
      const reviewed = await repository.reviewApplication(applicationId, {
        status,
        reviewedBy: reviewerId,
        reviewedAt: now(),
      })
      if (!reviewed) throw new HttpError(409, 'agent.api.notPending')
      if (status === 'approved') {
        await users.makeAgent(reviewed.userId)
        const at = now()
        const profile: NewAgentProfileRow = {
          userId: reviewed.userId,
          name: reviewed.name,
          practiceName: reviewed.practiceName,
          email: reviewed.email,
          location: reviewed.location,
          languages: reviewed.languages,
          serviceCities: serviceCitiesFor(reviewed.location),
          photoKey: reviewed.photoKey,
          // A broker who applies again replaces any photo kept the old way.
          photo: null,
          photoType: null,
          appointmentStart: reviewed.appointmentStart,
          appointmentEnd: reviewed.appointmentEnd,
          createdAt: at,
          updatedAt: at,
        }
        await repository.upsertProfile(profile)
      }
      return toStatusView(reviewed)
    })
  }

  return {
    async search(query) {
      const { cursor, limit, ...rest } = query
      const filter = { city: query.city, language: query.language, words: toWords(query.q) }
      const hash = hashQuery({ ...rest, q: filter.words.join(' ') })
      const key = cursor ? AGENT_PAGES.decode(cursor, hash) : null
      const [rows, total] = await Promise.all([
        repository.searchProfiles(filter, query.sort, key, limit + 1),
        repository.countProfiles(filter),
      ])
      const page = rows.slice(0, limit)
      const last = page[page.length - 1]
      return {
        items: page.map((row) => toSummary(row, files.url)),
        nextCursor:
          rows.length > limit && last ? AGENT_PAGES.encode({ value: last.sortValue, id: last.id }, hash) : null,
        total,
      }
    },

    async requireDetail(id) {
      const row = isUuid(id) ? await repository.findProfile(id) : null
      if (!row) throw notFound('agent.api.notFound')
      return toDetail(row, files.url)
    },

    async avatar(id) {
      if (!isUuid(id)) return null
      const row = await repository.findProfile(id)
      if (!row) return null
      return row.photoKey ? { url: files.url(row.photoKey) } : { name: row.name }
    },

    preparePhoto: (bytes) => files.process('broker-photo', bytes),

    isPublicPhoto: (key) => repository.isProfilePhoto(key),

    moveLegacyPhotos: () => moveLegacyPhotos({ repository, files }),

    async logoSubject(id) {
      const row = isUuid(id) ? await repository.findProfile(id) : null
      return row?.companyName ? row.companyName : null
    },

    async apply(viewer, input, photo) {
      const account = await users.findById(viewer.userId)
      if (!isRegistered(account)) throw forbidden('agent.api.registeredOnly')
      if (account.type === 'agent') throw new HttpError(409, 'agent.api.alreadyAgent')
      // Stored before the row: a refused second application leaves at most an unused file, never a row without one.
      const stored = await files.save(viewer.userId, photo)
      const row = await repository.insertApplication({
        userId: viewer.userId,
        name: input.name,
        practiceName: input.practiceName,
        email: input.email.toLowerCase(),
        appointmentStart: input.appointmentStart,
        appointmentEnd: input.appointmentEnd,
        location: input.location,
        languages: [...input.languages],
        photoKey: stored.key,
        // The broker-photo kind takes JPEG, PNG and WebP only: what the form's own check reads.
        photoType: photo.sourceType as AgentPhotoType,
        status: 'pending',
        createdAt: now(),
      })
      if (!row) throw new HttpError(409, 'agent.api.alreadyPending')
      return toStatusView(row)
    },

    async mine(viewer) {
      const [application, profile] = await Promise.all([
        repository.latestApplication(viewer.userId),
        repository.findProfileByUser(viewer.userId),
      ])
      const account = await users.findById(viewer.userId)
      return {
        application: application ? toStatusView(application) : null,
        isAgent: account?.type === 'agent',
        agentId: profile?.id ?? null,
      }
    },

    listApplications: async (status, limit) => (await repository.listApplications(status, limit)).map(toStatusView),

    approve: (applicationId, reviewerId) => review(applicationId, reviewerId, 'approved'),
    reject: (applicationId, reviewerId) => review(applicationId, reviewerId, 'rejected'),

    async findPendingApplicationId(idOrEmail) {
      if (isUuid(idOrEmail)) return (await repository.findApplication(idOrEmail))?.id ?? null
      const account = await users.findByEmail(idOrEmail.trim().toLowerCase())
      if (!account) return null
      const latest = await repository.latestApplication(account.id)
      return latest?.status === 'pending' ? latest.id : null
    },

    async searchDirect(query) {
      const { cursor, limit, ...rest } = query
      const hash = hashQuery(rest)
      const key = cursor ? DIRECT_PAGES.decode(cursor, hash) : null
      const filter = { city: query.city, sr: query.sr }
      const [rows, total] = await Promise.all([
        repository.searchDirect(filter, key, limit + 1),
        repository.countDirect(filter),
      ])
      const page = rows.slice(0, limit)
      const last = page[page.length - 1]
      return {
        items: page.map(toDirect),
        nextCursor:
          rows.length > limit && last ? DIRECT_PAGES.encode({ value: last.createdText, id: last.id }, hash) : null,
        total,
      }
    },

    async directPhotoSubject(id, n) {
      const row = await repository.findDirect(id)
      return row && n >= 1 && n <= row.photoCount ? row : null
    },
  }
}
