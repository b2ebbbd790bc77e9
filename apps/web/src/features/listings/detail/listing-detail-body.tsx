import type { ListingDetail } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type DetailTab, DetailTabs } from '../../../shared/ui/detail-tabs.tsx'
import { ComparablesSection, DemandCard } from '../../listing-insights/index.ts'
import { VowPrompt } from '../components/vow-prompt.tsx'
import { DescriptionCard } from './description-card.tsx'
import { DetailsTab } from './details-tab.tsx'
import { HistoryTable } from './history-table.tsx'
import { ListingContact } from './listing-contact.tsx'
import styles from './listing-detail.module.css'
import { ListingGallery } from './listing-gallery.tsx'
import { ListingHero } from './listing-hero.tsx'
import { MortgageLink } from './mortgage-link.tsx'
import { RoomsTable } from './rooms-table.tsx'
import { SimilarRow } from './similar-row.tsx'
import { SurroundingsTab } from './surroundings-tab.tsx'

export interface ListingDetailBodyProps {
  listing: ListingDetail
  onVowAccepted?: () => void
  share?: boolean
  /** `tab=` of the address, so a link can open a section. */
  initialTab?: string | null
}

type TorontoTab = 'details' | 'surroundings' | 'other'
type VancouverTab = 'summary' | 'details' | 'rooms'

/**
 * Everything under the header of a loaded listing. Toronto: Details, Surroundings, Other; Vancouver: Summary,
 * Details, Rooms. The listing's interest on MapleNest follows its description, and comparable sales its history.
 */
export function ListingDetailBody({ listing, onVowAccepted, share, initialTab }: ListingDetailBodyProps) {
  const { t } = useTranslation()
  const vancouver = listing.city === 'vancouver'
  const [active, setActive] = useState<string>(initialTab ?? (vancouver ? 'summary' : 'details'))
  const photos =
    listing.media.length > 0
      ? [...listing.media].sort((a, b) => a.order - b.order).map((m) => m.url)
      : listing.photo
        ? [listing.photo]
        : []
  const history = (
    <>
      <HistoryTable listing={listing} onVowAccepted={onVowAccepted} share={share} />
      <ComparablesSection
        listing={listing}
        share={share}
        lockedPrompt={share ? undefined : (need) => <VowPrompt need={need} onAccepted={onVowAccepted} layout="block" />}
      />
    </>
  )

  const torontoTabs: DetailTab<TorontoTab>[] = [
    {
      key: 'details',
      label: t('ui.listing.detail.tab.details'),
      content: (
        <>
          <DescriptionCard text={listing.description} />
          <DemandCard listing={listing} />
          <DetailsTab listing={listing} />
        </>
      ),
    },
    {
      key: 'surroundings',
      label: t('ui.listing.detail.tab.surroundings'),
      content: <SurroundingsTab listing={listing} />,
    },
    {
      key: 'other',
      label: t('ui.listing.detail.tab.other'),
      content: (
        <>
          {history}
          <RoomsTable rooms={listing.rooms} />
        </>
      ),
    },
  ]
  const vancouverTabs: DetailTab<VancouverTab>[] = [
    {
      key: 'summary',
      label: t('ui.listing.detail.tab.summary'),
      content: (
        <>
          <DescriptionCard text={listing.description} />
          <DemandCard listing={listing} />
          <DetailsTab listing={listing} groups={['listing', 'costs']} />
          {history}
        </>
      ),
    },
    {
      key: 'details',
      label: t('ui.listing.detail.tab.details'),
      content: (
        <>
          <DetailsTab listing={listing} groups={['building', 'interior', 'utilities']} />
          <SurroundingsTab listing={listing} />
        </>
      ),
    },
    { key: 'rooms', label: t('ui.listing.detail.tab.rooms'), content: <RoomsTable rooms={listing.rooms} /> },
  ]

  return (
    <article className={styles.detail}>
      <ListingGallery photos={photos} address={listing.address} />
      <div className={styles.sheet}>
        <ListingHero listing={listing} onVowAccepted={onVowAccepted} share={share} />
        <ListingContact listing={listing} share={share} />
        {listing.sr === 'Sale' && !share ? <MortgageLink listing={listing} /> : null}
        {vancouver ? (
          <DetailTabs
            label={t('ui.listing.detail.tabs')}
            tabs={vancouverTabs}
            active={active as VancouverTab}
            onChange={setActive}
          />
        ) : (
          <DetailTabs
            label={t('ui.listing.detail.tabs')}
            tabs={torontoTabs}
            active={active as TorontoTab}
            onChange={setActive}
          />
        )}
        <SimilarRow items={listing.similar} share={share} />
      </div>
    </article>
  )
}
