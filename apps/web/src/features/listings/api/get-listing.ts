import type { ListingDetail } from '@maplenest/core'
import { useEffect, useState } from 'react'
import { api } from '../../../shared/api/api.ts'
import { isApiError } from '../../../shared/api/api-error.ts'

/** GET /house/api/listing/v1/:mlNum: one listing with rooms, photos, history (VOW), schools and similar homes. */
export function getListing(mlNum: string, signal?: AbortSignal): Promise<ListingDetail> {
  return api.get<ListingDetail>(`/house/api/listing/v1/${encodeURIComponent(mlNum)}`, { toast: false, signal })
}

export type ListingLoad =
  | { state: 'loading' }
  | { state: 'ready'; listing: ListingDetail }
  | { state: 'notFound' }
  | { state: 'failed' }

/** The listing of a detail screen; no number (or an unknown one) is "not found", a lost call "failed". */
export function useListing(mlNum: string | null): { load: ListingLoad; reload: () => void } {
  const [load, setLoad] = useState<ListingLoad>(mlNum ? { state: 'loading' } : { state: 'notFound' })
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    void generation
    if (!mlNum) {
      setLoad({ state: 'notFound' })
      return
    }
    const controller = new AbortController()
    // A reload (after accepting the VOW terms) keeps the listing on screen until the new answer arrives.
    setLoad((before) => (before.state === 'ready' && before.listing.mlNum === mlNum ? before : { state: 'loading' }))
    getListing(mlNum, controller.signal).then(
      (listing) => {
        if (!controller.signal.aborted) setLoad({ state: 'ready', listing })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setLoad(isApiError(error) && error.code === 404 ? { state: 'notFound' } : { state: 'failed' })
      },
    )
    return () => controller.abort()
  }, [mlNum, generation])

  return { load, reload: () => setGeneration((n) => n + 1) }
}
