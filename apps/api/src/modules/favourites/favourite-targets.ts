import {
  type FavouriteCurrent,
  type FavouriteStatus,
  type FavouriteType,
  type ListingSummary,
  toFavouriteStatus,
} from '@maplenest/core'
import { HttpError } from '../../lib/http-error.ts'
import type { Viewer } from '../../platform/access.ts'
import type { AgentsService } from '../agents/index.ts'
import type { ListingsService } from '../listings/index.ts'
import type { PreconsService } from '../precons/index.ts'
import type { SchoolsService } from '../schools/index.ts'

/** An item as it is now: its own id (MLS numbers upper-cased), the row a favourite shows, and a listing's summary. */
export interface Target {
  targetId: string
  current: FavouriteCurrent
  listing: ListingSummary | null
}

interface TargetDeps {
  listings: Pick<ListingsService, 'summaries'>
  precons: Pick<PreconsService, 'requireDetail' | 'requireLayout'>
  schools: Pick<SchoolsService, 'requireDetail'>
  agents: Pick<AgentsService, 'requireDetail'>
}

export type TargetLookup = (type: FavouriteType, ids: readonly string[], viewer: Viewer | null) => Promise<Target[]>

function listingTarget(l: ListingSummary): Target {
  const status: FavouriteStatus = toFavouriteStatus(l)
  return {
    targetId: l.mlNum,
    current: {
      title: l.unit ? `${l.unit} - ${l.address}` : l.address,
      subtitle: l.neighbourhood,
      price: l.price,
      status,
      photo: l.photo,
    },
    listing: l,
  }
}

/** A detail that is gone (404) is simply left out; any other failure is a real error. */
async function orNothing<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  }
}

/**
 * Reads items of each kind through their own module's service. Listings come in one query; the other kinds one
 * detail at a time (a page holds at most 50), which keeps this module off the other modules' tables.
 */
export function createTargetLookup(deps: TargetDeps): TargetLookup {
  const one = async (
    type: Exclude<FavouriteType, 'listing'>,
    id: string,
    viewer: Viewer | null,
  ): Promise<Target | null> => {
    switch (type) {
      case 'precons': {
        const p = await orNothing(deps.precons.requireDetail(id))
        if (!p) return null
        const current = { title: p.name, subtitle: p.address, price: p.minPrice || null, status: null, photo: p.photo }
        return { targetId: p.id, current, listing: null }
      }
      case 'layout': {
        const l = await orNothing(deps.precons.requireLayout(id, viewer))
        if (!l) return null
        const current = { title: l.name, subtitle: l.project.name, price: l.price || null, status: null, photo: l.plan }
        return { targetId: l.id, current, listing: null }
      }
      case 'school': {
        const s = await orNothing(deps.schools.requireDetail(id, viewer))
        if (!s) return null
        const current = { title: s.name, subtitle: s.address ?? s.board, price: null, status: null, photo: null }
        return { targetId: s.schoolNumber, current, listing: null }
      }
      case 'agent': {
        const a = await orNothing(deps.agents.requireDetail(id))
        if (!a) return null
        const current = { title: a.name, subtitle: a.companyName, price: null, status: null, photo: a.avatar || null }
        return { targetId: a.id, current, listing: null }
      }
    }
  }

  return async (type, ids, viewer) => {
    if (ids.length === 0) return []
    if (type === 'listing') {
      const found = await deps.listings.summaries(
        ids.map((id) => id.toUpperCase()),
        viewer,
      )
      return found.map(listingTarget)
    }
    const found = await Promise.all(ids.map((id) => one(type, id, viewer)))
    return found.filter((t): t is Target => t !== null)
  }
}
