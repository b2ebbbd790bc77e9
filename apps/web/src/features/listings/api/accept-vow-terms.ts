import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { LISTING_DETAIL_KEY } from './get-listing.ts'
import { LISTING_SEARCH_KEY } from './search-listings.ts'

/** POST /house/api/vow/v1/accept: the signed-in registered user accepts the terms of use. */
function acceptVowTerms(): Promise<unknown> {
  return api.post<unknown>('/house/api/vow/v1/accept')
}

/**
 * Accepts the terms; the lists and details the cache holds were answered without sold prices and history, so they
 * are asked for again (those on screen at once). The map's listings are per viewer too.
 */
export function useAcceptVowTerms() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: acceptVowTerms,
    // not awaited: the person sees "accepted" at once, and the lists refresh behind it
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: LISTING_SEARCH_KEY })
      void client.invalidateQueries({ queryKey: LISTING_DETAIL_KEY })
      void client.invalidateQueries({ queryKey: ['map'] })
    },
  })
}
