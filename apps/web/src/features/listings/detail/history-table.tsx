import type { ListingDetail } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import { PropertyHistory } from '../../listing-insights/index.ts'
import { VowPrompt } from '../components/vow-prompt.tsx'

export interface HistoryTableProps {
  listing: ListingDetail
  onVowAccepted?: () => void
  /** Share pages never ask to sign in. */
  share?: boolean
}

/**
 * The listing history: every listing of this home with its events, its prices and its true days on market; close
 * dates and prices for members who accepted the terms (VOW), and for others what to do to see them.
 */
export function HistoryTable({ listing, onVowAccepted, share }: HistoryTableProps) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('ui.listing.detail.history')} titleId="listing-history">
      <PropertyHistory listing={listing} share={share} />
      {listing.history === null && listing.vow.need && !share ? (
        <VowPrompt need={listing.vow.need} onAccepted={onVowAccepted} layout="block" />
      ) : null}
    </SectionCard>
  )
}
