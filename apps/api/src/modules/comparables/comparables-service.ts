import type { Comparables } from '@maplenest/core'
import { notFound } from '../../lib/http-error.ts'
import type { Viewer } from '../../platform/access.ts'
import type { VowService } from '../vow/index.ts'
import { buildComparables } from './comparables-choice.ts'
import type { ComparablesRepository } from './comparables-repository.ts'

export interface ComparablesService {
  /**
   * A listing's comparable homes and their range; locked, with nothing sold in it, for a viewer the VOW rule does
   * not grant. 404 `listing.api.notFound` for an unknown number.
   */
  forListing(mlNum: string, viewer: Viewer | null): Promise<Comparables>
}

export function createComparablesService(deps: {
  repository: ComparablesRepository
  vow: Pick<VowService, 'access'>
  now: () => Date
}): ComparablesService {
  const { repository, vow, now } = deps
  return {
    async forListing(mlNum, viewer) {
      const [subject, access] = await Promise.all([repository.subject(mlNum.toUpperCase()), vow.access(viewer)])
      if (!subject) throw notFound('listing.api.notFound')
      if (!access.granted) return { items: [], range: null, step: null, locked: true, vow: access }
      const asOf = now()
      return buildComparables(subject, await repository.candidates(subject, asOf), asOf, access)
    },
  }
}
