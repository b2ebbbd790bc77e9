import type { VowAccess, VowTerms } from '@maplenest/core'
import { isRegistered, requireRegistered, type Viewer } from '../../platform/access.ts'
import type { VowRepository } from './vow-repository.ts'

/**
 * The version of the terms below. Acceptances of any version grant access: the clauses are the ones the boards
 * require and have not changed. A change of substance gets a new version and a decision on re-acceptance.
 */
const VOW_TERMS_VERSION = '2026-11-22'

const VOW_TERMS_TITLE_KEY = 'vowTerms.title'
const VOW_TERMS_CLAUSE_KEYS = [
  'vowTerms.intro',
  'vowTerms.bonaFide',
  'vowTerms.personalUse',
  'vowTerms.noRedistribution',
  'vowTerms.brokerage',
  'vowTerms.ownership',
] as const

export interface VowService {
  /** What the caller may see of sold/leased data (MLS VOW rule): granted, or what to ask for. */
  access(viewer: Viewer | null): Promise<VowAccess>
  terms(viewer: Viewer | null): Promise<VowTerms>
  /** Records the caller's acceptance (idempotent); 401 without a sign-in, 403 for a visitor account. */
  accept(viewer: Viewer | null): Promise<VowTerms>
  /** Whether a person accepted the terms (for what is sent to them later, such as a saved search's sold alert). */
  hasAccepted(userId: string): Promise<boolean>
}

export function createVowService(deps: { repository: VowRepository; now: () => Date }): VowService {
  const { repository, now } = deps

  async function terms(viewer: Viewer | null): Promise<VowTerms> {
    const row = isRegistered(viewer) ? await repository.find(viewer.userId) : null
    const vow: VowAccess = !isRegistered(viewer)
      ? { granted: false, need: 'signIn' }
      : row
        ? { granted: true, need: null }
        : { granted: false, need: 'acceptTerms' }
    return {
      version: VOW_TERMS_VERSION,
      titleKey: VOW_TERMS_TITLE_KEY,
      clauseKeys: [...VOW_TERMS_CLAUSE_KEYS],
      accepted: row !== null,
      acceptedAt: row ? row.acceptedAt.toISOString() : null,
      acceptedVersion: row?.termsVersion ?? null,
      vow,
    }
  }

  return {
    async access(viewer) {
      if (!isRegistered(viewer)) return { granted: false, need: 'signIn' }
      const row = await repository.find(viewer.userId)
      return row ? { granted: true, need: null } : { granted: false, need: 'acceptTerms' }
    },
    terms,
    hasAccepted: async (userId) => (await repository.find(userId)) !== null,
    async accept(viewer) {
      const registered = requireRegistered(viewer, { visitor: { status: 403, key: 'vowTerms.registeredOnly' } })
      await repository.accept(registered.userId, VOW_TERMS_VERSION, now())
      return terms(registered)
    },
  }
}
