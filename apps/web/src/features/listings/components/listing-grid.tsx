import type { ListingSummary, VowAccess } from '@maplenest/core'
import { ListingCard } from '../../../entities/listing/index.ts'
import { CardGrid } from '../../../shared/ui/card-grid.tsx'
import { VowPrompt } from './vow-prompt.tsx'

export interface ListingGridProps {
  items: readonly ListingSummary[]
  /** What the viewer may see of sold data; a restricted item shows the matching prompt. */
  vow?: VowAccess
  onVowAccepted?: () => void
  share?: boolean
  label?: string
}

/** Listing cards in a grid, each restricted one with the sign-in or terms prompt the board asks for. */
export function ListingGrid({ items, vow, onVowAccepted, share, label }: ListingGridProps) {
  return (
    <CardGrid items={items} keyOf={(listing) => listing.mlNum} label={label}>
      {(listing, index) => (
        <ListingCard
          listing={listing}
          priority={index === 0}
          share={share}
          notice={
            listing.restricted && vow?.need ? (
              <VowPrompt need={vow.need} onAccepted={onVowAccepted ?? (() => {})} />
            ) : null
          }
        />
      )}
    </CardGrid>
  )
}
