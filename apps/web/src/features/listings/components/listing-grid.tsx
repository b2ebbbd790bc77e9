import type { ListingSearchQuery, ListingSummary, VowAccess } from '@maplenest/core'
import { ListingCard, StationWalkLine } from '../../../entities/listing/index.ts'
import { CardGrid } from '../../../shared/ui/card-grid.tsx'
import { VowPrompt } from './vow-prompt.tsx'

export interface ListingGridProps {
  items: readonly ListingSummary[]
  /** What the viewer may see of sold data; a restricted item shows the matching prompt. */
  vow?: VowAccess
  onVowAccepted?: () => void
  share?: boolean
  label?: string
  /** What the search was near: near the subway, each card says which station and how far on foot. */
  near?: ListingSearchQuery['near']
}

/**
 * Listing cards in a grid, each restricted one with the sign-in or terms prompt the board asks for, and each found
 * near the subway with its station and walk.
 */
export function ListingGrid({ items, vow, onVowAccepted, share, label, near }: ListingGridProps) {
  return (
    <CardGrid items={items} keyOf={(listing) => listing.mlNum} label={label}>
      {(listing, index) => (
        <ListingCard
          listing={listing}
          priority={index === 0}
          share={share}
          notice={
            <>
              {near === 'subway' ? <StationWalkLine listing={listing} /> : null}
              {listing.restricted && vow?.need ? (
                <VowPrompt need={vow.need} onAccepted={onVowAccepted ?? (() => {})} />
              ) : null}
            </>
          }
        />
      )}
    </CardGrid>
  )
}
