import type { ListingSummary } from '@maplenest/core'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useShare } from '../api/get-share.ts'

/**
 * Listings the map shows instead of its own search: a shared selection from the link (`?share=`), for anyone, or what
 * the assistant found without an area, until the person goes back to the map.
 */
export function useSharedListings() {
  const [params] = useSearchParams()
  const shareId = params.get('share')
  const shared = useShare(shareId)
  const [assistantItems, setAssistantItems] = useState<readonly ListingSummary[] | null>(null)
  return {
    /** The map shows a shared selection or the assistant's listings. */
    showing: shareId !== null || assistantItems !== null,
    /** Their listings, once here. */
    items: assistantItems ?? shared.data?.items,
    assistantItems,
    setAssistantItems,
    /** The shared selection could not be had (gone, or never made). */
    failed: shared.isError,
  }
}

export type SharedListings = ReturnType<typeof useSharedListings>
