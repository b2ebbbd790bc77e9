import { useTranslation } from 'react-i18next'
import type { ListingFilters } from '../../../entities/listing/index.ts'

/**
 * The list's title from its filters, so it always says what is shown: "Condos for sale", "Homes for sale" with
 * every type, "Sold houses", "Leased condos", "Off-market townhouses".
 */
export function useListTitle(filters: Pick<ListingFilters, 'sr' | 'status' | 'roomType'>): string {
  const { t } = useTranslation()
  const type = filters.roomType ?? 'all'
  const sr = filters.sr === 'Lease' ? 'Lease' : 'Sale'
  return t(`ui.listing.list.title.${filters.status}.${sr}`, {
    kind: t(`ui.listing.list.kind.${type}`),
    Kind: t(`ui.listing.list.Kind.${type}`),
  })
}
