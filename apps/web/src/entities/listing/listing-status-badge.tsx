import type { StatusBadge } from '@maplenest/core'
import { CardBadge } from '../../shared/ui/card-badge.tsx'

/** The status badge of a listing: available success, sold or leased error, other unavailable info (spec §4). */
export function ListingStatusBadge({ label, tone }: { label: string; tone: StatusBadge }) {
  return <CardBadge label={label} tone={tone} />
}
